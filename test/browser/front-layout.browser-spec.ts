import type { Browser, Page } from 'playwright-core';
import { BASE_URL, closeTourIfShown, launchChromium, screenshot, signedInPage, signInOnProviderPage } from './support/browser';
import { api } from './support/page-api';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
type Size = typeof DESKTOP;

/**
 * Issue 31, section 5, on the employee front: what a demanding user notices about the layout. The
 * sign-in console, "Recently used" in Japanese, the tour's highlight, and the launcher on a phone.
 * Victor's page (no other journey changes his bookmarks or recent tools).
 */
describe('the employee front, as a demanding user sees it', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const victor = (size: Size, language: string, path = '/') =>
    signedInPage(browser, 'victor.validator', { path, url: new RegExp(`${path.replace('?', '\\?')}$`), width: size.width, height: size.height, language });

  it('signs in without a failed call or an error in the console', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(BASE_URL)) problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().startsWith(BASE_URL)) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${BASE_URL}/`);
    await signInOnProviderPage(page, 'victor.validator');
    await closeTourIfShown(page);
    await page.locator('.tile-grid .tile__link').first().waitFor();
    await page.waitForTimeout(1000); // the calls the page makes once it is drawn
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const)('keeps the subtitle of "Recently used" below its heading in Japanese at %s px', async (px, size) => {
    const page = await victor(size, 'ja');
    await closeTourIfShown(page);
    const tool = await page.locator('.tile-grid .tile__link').first().getAttribute('data-open-tool-id');
    expect((await api(page, 'POST', 'opens', { toolId: tool })).status).toBeLessThan(300);
    await page.reload();
    const heading = page.locator('.recently-used__title');
    await heading.waitFor();
    const [title, help] = [(await heading.boundingBox())!, (await page.locator('.recently-used__help').boundingBox())!];
    expect(help.y).toBeGreaterThanOrEqual(title.y + title.height);
    await heading.scrollIntoViewIfNeeded();
    await screenshot(page, `recently-used-ja-${px}`, { fullPage: false });
    await page.context().close();
  });

  /** Where the tour's ring is: its spread beyond the panel (the band of page colour, then the ring). */
  async function highlightOf(page: Page) {
    return page.locator('.tour-target').evaluate((target) => {
      const spreads = [...getComputedStyle(target).boxShadow.matchAll(/(rgba?\([^)]*\))\s+0px 0px 0px ([\d.]+)px/g)].map(([, color, spread]) => ({ color, spread: Number(spread) }));
      const ring = spreads.find(({ color }) => color === 'rgb(37, 99, 235)');
      const band = spreads[spreads.indexOf(ring!) - 1]?.spread ?? 0;
      const box = target.getBoundingClientRect();
      const firstText = target.querySelector('label, h2, h3, button, input');
      return { top: box.top, bottom: box.bottom, height: box.height, outer: ring?.spread ?? 0, band, firstTextTop: firstText?.getBoundingClientRect().top ?? box.top };
    });
  }

  it.each([
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const)('shows each tour step at %s px with its ring uncut, clear of the texts inside, and the panel visible above the tour', async (px, size) => {
    const page = await victor(size, 'ja', '/?onboarding');
    const tour = page.locator('.popup--tour');
    await tour.waitFor();
    for (let step = 1; step <= 4; step++) {
      await page.waitForTimeout(600); // the highlight follows the page while it grows
      const highlight = await highlightOf(page);
      // The ring stands clear of the panel (a band of at least 6 px), and the page scrolled to leave room above it.
      expect(highlight.band).toBeGreaterThanOrEqual(6);
      expect(highlight.firstTextTop - (highlight.top - highlight.band)).toBeGreaterThanOrEqual(6);
      expect(highlight.top - highlight.outer).toBeGreaterThanOrEqual(0);
      // The panel the step describes keeps 45 % of the screen (or all of itself) above the tour: on a
      // phone the tour is a short sheet without its image (it covered all but 44 % of the wall panel).
      const dialogTop = (await tour.boundingBox())!.y;
      const visible = Math.min(highlight.bottom, dialogTop) - Math.max(highlight.top, 0);
      expect(visible).toBeGreaterThanOrEqual(Math.min(highlight.height, size.height * 0.45) - 1);
      await screenshot(page, `tour-step-${step}-ja-${px}`, { fullPage: false });
      if (step < 4) await tour.locator('.button--primary').click();
    }
    await page.context().close();
  });

  it('makes the wall one stop of the Tab key, before and after "Show more", with the arrows moving among the tiles', async () => {
    const page = await victor(DESKTOP, 'en');
    await closeTourIfShown(page);
    const grid = page.locator('.wall-panel .tile-grid');
    await grid.locator('.tile__link').first().waitFor();

    /** The Tab stops from the search field until the focus has crossed the wall's tiles. */
    const stopsInGrid = async () => {
      await page.getByRole('searchbox', { name: 'Search for a tool' }).focus();
      const stops: string[] = [];
      for (let press = 0; press < 400; press++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          return { inGrid: !!focused?.closest('.wall-panel .tile-grid'), label: focused?.getAttribute('aria-label') ?? focused?.getAttribute('title') ?? focused?.textContent ?? '' };
        });
        if (where.inGrid) stops.push(where.label);
        else if (stops.length > 0) break;
      }
      return stops;
    };
    const before = await stopsInGrid();
    expect(before).toHaveLength(3); // the tile's link, its drag handle and its menu button
    const [first] = before;

    // The arrows: Right to the next tile, Down to the tile below it, in the same column.
    await grid.locator('.tile__link').first().focus();
    await page.keyboard.press('ArrowRight');
    const second = (await grid.locator('.tile__link').nth(1).getAttribute('title'))!;
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe(second);
    const from = (await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON())) as DOMRect;
    await page.keyboard.press('ArrowDown');
    const below = (await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON())) as DOMRect;
    expect(Math.abs(below.x - from.x)).toBeLessThan(1);
    expect(below.y).toBeGreaterThan(from.y);
    // The tile's own actions stay on the keyboard: Tab from its link reaches its menu, Shift+F10 opens it.
    await page.keyboard.press('Shift+F10');
    await page.getByRole('dialog').getByRole('button', { name: /to my bookmarks/ }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
    expect(await grid.locator('.tile__link').count()).toBeGreaterThan(24);
    const after = await stopsInGrid();
    expect(after).toHaveLength(3);
    expect(after[0]).not.toBe(first); // the current tile is the one the keyboard last reached
    await page.context().close();
  });

  it('gives the launcher keyboard hints on a desktop, none on a phone', async () => {
    for (const [size, hinted] of [
      [DESKTOP, true],
      [PHONE, false],
    ] as const) {
      const page = await victor(size, 'en');
      await closeTourIfShown(page);
      await page.getByRole('button', { name: 'Quick open' }).click();
      const dialog = page.getByRole('dialog', { name: 'Open a tool' });
      await dialog.waitFor();
      expect(await dialog.getByText('↑ ↓ to choose, Enter to open in a new tab, Esc to close.').count()).toBe(hinted ? 1 : 0);
      if (!hinted) await screenshot(page, 'launcher-390', { fullPage: false });
      await page.context().close();
    }
  });
});
