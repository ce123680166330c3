import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations, reportAxeSummary } from './support/axe';
import { BASE_URL, closeTourIfShown, eventually, launchChromium, screenshot, signInOnProviderPage } from './support/browser';
import { expectSignedOut } from './support/sign-out';

const WIDTHS = { desktop: { width: 1440, height: 900 }, laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
type Width = keyof typeof WIDTHS;

/**
 * Issue 13 on the employee front, in Chromium on the real api + worker: the tile menu on desktop,
 * the bookmark star, search feedback, the header's language picker and sign-out, and axe's WCAG 2.2
 * AA check of the front page and each popup at 1440 and 390 px. Carla (an external employee) is
 * used, as no other journey changes her bookmarks.
 */
describe('a polished front in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    reportAxeSummary('employee front and its popups');
    await browser?.close();
  });

  async function carlaPage(width: Width, path = '/'): Promise<Page> {
    const context = await browser.newContext({ viewport: WIDTHS[width], locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${path}`);
    await signInOnProviderPage(page, 'c_carla.contractor');
    await page.locator('.front-page__heading').waitFor();
    await closeTourIfShown(page);
    await wallOf(page).locator('.tile-grid .tile__link').first().waitFor();
    await panelOf(page).locator('.bookmarks__empty, .tile__link').first().waitFor();
    return page;
  }

  const wallOf = (page: Page) => page.getByRole('region', { name: 'Tools', exact: true });
  const panelOf = (page: Page) => page.getByRole('region', { name: 'My bookmarks' });
  const titlesIn = (area: Locator) => area.locator('.tile__link').evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));
  const heading = (page: Page) => wallOf(page).locator('.wall__heading');

  /** A wall tool that is not a bookmark yet. */
  async function unbookmarkedTitle(page: Page): Promise<string> {
    await panelOf(page).locator('.bookmarks__empty, .tile__link').first().waitFor();
    const booked = new Set(await titlesIn(panelOf(page)));
    const title = (await titlesIn(wallOf(page).locator('.tile-grid'))).find((candidate) => !booked.has(candidate));
    if (!title) throw new Error('every wall tool is already a bookmark');
    return title;
  }

  const star = (page: Page, title: string) => wallOf(page).getByRole('img', { name: `${title} is one of your bookmarks` });

  it('has an axe check that does fail on a serious violation', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><button></button></main></html>');
    await expect(expectNoSeriousAxeViolations(page, 'self-check: a page with a nameless button')).rejects.toThrow(/critical button-name/);
    await page.context().close();
  });

  it('gives every tile a menu on desktop: bookmark, details and the keyboard; bookmarked tools wear a star', async () => {
    const page = await carlaPage('desktop');
    await expectNoSeriousAxeViolations(page, 'front page');
    await screenshot(page, 'front-1440');
    const title = await unbookmarkedTitle(page);
    const tile = wallOf(page).locator('.tile-drag').filter({ has: page.locator(`a[title="${title}"]`) });
    // Dragging stays: the handle is still there, beside the menu button.
    expect(await tile.getByRole('button', { name: `Drag ${title} to your bookmarks` }).isVisible()).toBe(true);
    expect(await star(page, title).count()).toBe(0);

    await tile.getByRole('button', { name: `Options for ${title}` }).click();
    const menu = page.getByRole('dialog', { name: title });
    await menu.waitFor();
    await screenshot(page, 'tile-menu-1440', { fullPage: false });
    await expectNoSeriousAxeViolations(page, 'tile menu');
    await menu.getByRole('button', { name: 'Add to my bookmarks' }).click();
    await page.getByText(`${title} was added to your bookmarks.`).waitFor();
    await star(page, title).waitFor();
    await eventually(() => titlesIn(panelOf(page)), (titles) => titles.includes(title), 'the bookmarks after the menu added one');

    // The keyboard: Shift+F10 on the tile opens its menu; Escape closes it and the focus comes back.
    const link = tile.locator('a.tile__link');
    await link.focus();
    await page.keyboard.press('Shift+F10');
    await menu.getByRole('button', { name: 'Remove from my bookmarks' }).waitFor();
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

    // Details: the information popup of the wall, showing the title once, with the bookmark action.
    await page.keyboard.press('ContextMenu');
    await menu.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(/\/infos-tool\/[^/]+\/wall$/);
    const info = page.getByRole('dialog', { name: title });
    await info.getByRole('link', { name: /Open the tool/ }).waitFor();
    expect(await info.getByText(title, { exact: true }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page, 'information popup');
    await info.getByRole('button', { name: 'Remove from my bookmarks' }).click();
    await info.getByRole('button', { name: 'Add to my bookmarks' }).waitFor();
    await star(page, title).waitFor({ state: 'detached' });
    await info.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.context().close();
  });

  it('says what the search found, clears it with the button or Escape, and offers to clear an empty result', async () => {
    const page = await carlaPage('desktop');
    const wall = wallOf(page);
    const search = page.getByRole('searchbox', { name: 'Search for a tool' });
    const all = (await heading(page).textContent()) ?? '';
    expect(all).toBe('All tools');

    await search.fill('t');
    await page.getByText('Type at least 2 characters.').waitFor();
    await search.fill('tr');
    expect(await page.getByText('Type at least 2 characters.').count()).toBe(0);
    const text = await eventually(() => heading(page).textContent(), (value) => /for “tr”$/.test(value ?? ''), 'the heading of the search');
    const count = Number(/^(\d+)/.exec(text ?? '')?.[1]);
    expect((await titlesIn(wall.locator('.tile-grid'))).length).toBe(Math.min(count, 24));
    await screenshot(page, 'search-results-1440', { fullPage: false });

    await search.press('Escape');
    expect(await search.inputValue()).toBe('');
    await eventually(() => heading(page).textContent(), (value) => value === 'All tools', 'the heading after Escape');

    await search.fill('zzqqxx');
    await wall.getByText('No tool matches “zzqqxx”.').waitFor();
    expect(await heading(page).textContent()).toBe('0 tools for “zzqqxx”');
    await screenshot(page, 'search-empty-1440', { fullPage: false });
    await expectNoSeriousAxeViolations(page, 'empty search');
    await wall.getByRole('button', { name: 'Clear the search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await search.evaluate((field) => field === document.activeElement)).toBe(true);
    await eventually(() => heading(page).textContent(), (value) => value === 'All tools', 'the heading after clearing');

    await search.fill('tr');
    await page.getByRole('search').getByRole('button', { name: 'Clear the search' }).click();
    expect(await search.inputValue()).toBe('');
    await page.context().close();
  });

  it('switches the language from the header, kept after a reload, and signs out', async () => {
    const page = await carlaPage('desktop');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await page.getByRole('region', { name: 'Outils', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.reload();
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Langue' }).inputValue()).toBe('fr');
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('ja');
    await page.getByRole('button', { name: 'サインアウト' }).waitFor();
    // Japanese line breaking: strict kinsoku; tool titles break between characters under it
    // (line-breaking.browser-spec.ts measures the lines), short labels keep their words whole.
    const style = await page.locator('.wall-panel .tile__title').first().evaluate((title) => {
      const computed = getComputedStyle(title);
      return { lineBreak: computed.lineBreak, wordBreak: computed.wordBreak };
    });
    expect(style).toEqual({ lineBreak: 'strict', wordBreak: 'normal' });
    await screenshot(page, 'header-language-ja-1440', { fullPage: false });
    await page.getByRole('combobox', { name: '言語' }).selectOption('en');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectSignedOut(page);
    await page.context().close();
  });

  it.each(['laptop', 'phone'] as const)('shows the front page and the tile menu at the %s width', async (width) => {
    const page = await carlaPage(width);
    const px = WIDTHS[width].width;
    await screenshot(page, `front-${px}`);
    // Nothing spills sideways: the page is no wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(px);
    const tile = wallOf(page).locator('.tile-drag').first();
    const title = (await tile.locator('.tile__link').getAttribute('title')) ?? '';
    await tile.getByRole('button', { name: new RegExp(`^Options for ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await page.getByRole('dialog', { name: title }).waitFor();
    await screenshot(page, `tile-menu-${px}`, { fullPage: false });
    if (width === 'phone') {
      await expectNoSeriousAxeViolations(page, 'tile menu');
      await page.keyboard.press('Escape');
      await expectNoSeriousAxeViolations(page, 'front page');
      // A long unbroken title stays inside its bookmark card instead of spilling over the next one.
      const card = panelOf(page).locator('.tile').first();
      await card.locator('.tile__title').evaluate((title) => (title.textContent = 'Supercalifragilisticexpialidocious-portal'));
      const [cardBox, titleBox] = [(await card.boundingBox())!, (await card.locator('.tile__title').boundingBox())!];
      expect(titleBox.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    }
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as const)('passes axe on every popup at the %s width', async (width) => {
    const page = await carlaPage(width);
    const px = WIDTHS[width].width;
    const id = await wallOf(page).locator('.tile-drag__menu').first().getAttribute('data-tool-id');
    const popups: [string, string, Locator][] = [
      ['add-tool form', '/add-tool', page.getByRole('dialog', { name: 'Add a tool' })],
      ['background picker', '/edit-background', page.getByRole('dialog').first()],
      ['information popup', `/infos-tool/${id}/wall`, page.getByRole('dialog').getByRole('link', { name: /Open the tool/ })],
      ['tour', '/?onboarding', page.getByRole('dialog', { name: 'Your tools' })],
    ];
    for (const [name, path, ready] of popups) {
      await page.goto(`${BASE_URL}${path}`);
      await ready.waitFor();
      await expectNoSeriousAxeViolations(page, name);
      await screenshot(page, `popup-${name.replace(/\W+/g, '-')}-${px}`, { fullPage: false });
    }
    // The tour highlights the panel of its step and has no "Previous" on step 1.
    expect(await page.locator('.tour-target').count()).toBe(1);
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await page.context().close();
  });
});
