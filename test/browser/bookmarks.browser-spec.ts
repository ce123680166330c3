import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, closeTourIfShown, launchChromium, screenshot, signInOnProviderPage } from './support/browser';

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The saved list, read from the server by the page itself (same session). */
const savedTitles = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch(`/api/getBookmarkedApps?date=${Date.now()}`, { credentials: 'same-origin' });
    return ((await answer.json()) as { title: { en: string } }[]).map((tool) => tool.title.en);
  });

/** What the drag library's live region says to screen readers. */
const announced = (page: Page) => () => page.locator('[id^="DndLiveRegion"]').allTextContents().then((texts) => texts.join(' '));

const titlesIn = (scope: Locator) => scope.locator('.tile__link').evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));

/** A real mouse drag in small steps, so the drag library sees it start and move. */
async function dragWithMouse(page: Page, from: Locator, to: { x: number; y: number }) {
  await from.scrollIntoViewIfNeeded();
  const box = (await from.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + 24 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 15;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(start.x + ((to.x - start.x) * step) / steps, start.y + ((to.y - start.y) * step) / steps);
  }
  await page.waitForTimeout(100);
  await page.mouse.up();
}

async function centreOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Issue 6 in a real browser: the demo employee adds a bookmark by dragging a wall tile, adds one
 * with the keyboard only, reorders and removes by drag, and finds her order again after a reload;
 * on a phone she uses the tool menu.
 */
describe('bookmarks journey in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  async function employeePage(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(BASE_URL);
    await signInOnProviderPage(page, 'emma.employee');
    await page.waitForURL(`${BASE_URL}/`);
    await closeTourIfShown(page);
    return page;
  }

  it('adds by drag and by keyboard, reorders, removes, and keeps the order after a reload, at 1440 px', async () => {
    const page = await employeePage(1440, 900);
    const panel = page.getByRole('region', { name: 'My bookmarks' });
    const zone = panel.locator('.bookmarks__zone');
    const wall = page.getByRole('region', { name: 'Tools' });
    await panel.locator('.tile__link').first().waitFor();
    await wall.locator('.tile-grid .tile__link').first().waitFor();
    const before = await savedTitles(page);
    expect(before.length).toBeGreaterThan(0); // the default tools applied at her first sign-in
    expect(await titlesIn(panel)).toEqual(before.slice(0, 3));
    await screenshot(page, 'bookmarks-1440');

    // Drag a wall tile that is not a bookmark onto the panel.
    const wallTitles = await titlesIn(wall.locator('.tile-grid'));
    const [first, second] = wallTitles.filter((title) => !before.includes(title));
    await dragWithMouse(page, wall.locator('.tile-drag', { has: page.locator(`a[title="${first}"]`) }), await centreOf(zone));
    await page.getByText(`${first} was added to your bookmarks.`).waitFor();
    await eventually(() => savedTitles(page), (titles) => titles.join() === [...before, first].join(), 'the list after the drag');
    expect(await titlesIn(panel)).toContain(first); // the panel shows the slide of the new bookmark

    // Dragging it again is ignored, and the panel says why.
    await dragWithMouse(page, wall.locator('.tile-drag', { has: page.locator(`a[title="${first}"]`) }), await centreOf(zone));
    await panel.getByText(`${first} is already one of your bookmarks.`).waitFor();
    expect(await savedTitles(page)).toEqual([...before, first]);

    // Keyboard only: the tile's handle, space to pick up, up arrow onto the bookmarks, space to drop.
    await wall.getByRole('button', { name: `Drag ${second} to your bookmarks` }).focus();
    await page.keyboard.press('Space');
    await panel.getByText('Drop here to add it to your bookmarks.').waitFor();
    await page.keyboard.press('ArrowUp');
    await eventually(announced(page), (text) => text.includes(`${second} is over your bookmarks. Drop it to add it.`), 'the announcement over the bookmarks');
    await page.keyboard.press('Space');
    await page.getByText(`${second} was added to your bookmarks.`).waitFor();
    await eventually(() => savedTitles(page), (titles) => titles.join() === [...before, first, second].join(), 'the list after the keyboard');
    await screenshot(page, 'bookmarks-added-1440');

    // Reorder: on the first slide, drop the first bookmark on the third.
    const firstSlide = panel.getByRole('button', { name: /^Slide 1 of/ });
    if (await firstSlide.count()) await firstSlide.click();
    const slide = panel.locator('.bookmark-slides__item');
    const [a, b, c] = await titlesIn(panel);
    await dragWithMouse(page, slide.nth(0), await centreOf(slide.nth(2)));
    const reordered = await eventually(() => savedTitles(page), (titles) => titles.slice(0, 3).join() === [b, c, a].join(), 'the list after the reorder');
    expect(await titlesIn(panel)).toEqual([b, c, a]);

    // Keyboard reorder: the handle, space, right arrow onto the next bookmark, space.
    await panel.getByRole('button', { name: `Move the bookmark ${b}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await eventually(announced(page), (text) => text.includes(`${b} will go to position 2 of`), 'the announcement of the new position');
    await page.keyboard.press('Space');
    await eventually(() => savedTitles(page), (titles) => titles.slice(0, 3).join() === [c, b, a].join(), 'the list after the keyboard reorder');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move the bookmark ${b}`);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await eventually(announced(page), (text) => text.includes(`${b} will go to position 1 of`), 'the announcement of the way back');
    await page.keyboard.press('Space');
    await eventually(() => savedTitles(page), (titles) => titles.slice(0, 3).join() === [b, c, a].join(), 'the list after moving back');

    // A bookmark dropped back on itself stays, and the drop does not open the tool.
    await dragWithMouse(page, slide.nth(1), { ...(await centreOf(slide.nth(1))), x: (await centreOf(slide.nth(1))).x + 20 });
    await page.waitForTimeout(300);
    expect(page.context().pages()).toHaveLength(1);
    expect(await titlesIn(panel)).toEqual([b, c, a]);

    // Remove: drag a bookmark out of its zone, onto the wall.
    await dragWithMouse(page, slide.nth(0), await centreOf(wall.locator('.wall__heading')));
    await page.getByText(`${b} was removed from your bookmarks.`).waitFor();
    const after = await eventually(() => savedTitles(page), (titles) => titles.join() === reordered.slice(1).join(), 'the list after the removal');

    await page.reload();
    await panel.locator('.tile__link').first().waitFor();
    expect(await titlesIn(panel)).toEqual(after.slice(0, 3));
    expect(await savedTitles(page)).toEqual(after);
    await screenshot(page, 'bookmarks-reloaded-1440');
    await page.context().close();
  });

  it('offers a menu per tool on a 390 px phone: move later, then remove', async () => {
    const page = await employeePage(390, 844);
    const panel = page.getByRole('region', { name: 'My bookmarks' });
    await panel.locator('.tile__link').first().waitFor();
    const before = await savedTitles(page);
    expect(await panel.getByRole('button', { name: /^Move the bookmark/ }).first().isVisible()).toBe(false);
    await screenshot(page, 'bookmarks-390');

    await panel.getByRole('button', { name: `Options for ${before[0]}` }).click();
    const menu = page.getByRole('dialog', { name: before[0] });
    await menu.getByText(`Bookmark 1 of ${before.length}`).waitFor();
    await screenshot(page, 'bookmarks-menu-390');
    await menu.getByRole('button', { name: 'Move later' }).click();
    await menu.getByText(`Bookmark 2 of ${before.length}`).waitFor();
    await eventually(() => savedTitles(page), (titles) => titles[1] === before[0], 'the list after moving later');
    await menu.getByRole('button', { name: 'Remove from my bookmarks' }).click();
    await page.getByText(`${before[0]} was removed from your bookmarks.`).waitFor();
    await eventually(() => savedTitles(page), (titles) => !titles.includes(before[0]), 'the list after the removal');
    await page.context().close();
  });
});
