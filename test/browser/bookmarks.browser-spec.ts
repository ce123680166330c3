import type { Browser, Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { ARTIFACTS, BASE_URL, closeTourIfShown, eventually, launchChromium, screenshot, signInOnProviderPage } from './support/browser';

/** The saved list, read from the server by the page itself (same session). */
const savedTitles = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch(`/api/getBookmarkedApps?date=${Date.now()}`, { credentials: 'same-origin' });
    return ((await answer.json()) as { title: { en: string } }[]).map((tool) => tool.title.en);
  });

/** What the drag library's live region says to screen readers. */
const announced = (page: Page) => () => page.locator('[id^="DndLiveRegion"]').allTextContents().then((texts) => texts.join(' '));

const titlesIn = (scope: Locator) => scope.locator('.tile__link').evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));

/**
 * A real mouse drag in small steps, so the drag library sees it start and move. When the target is
 * above the window, the pointer waits at the top edge while the page scrolls itself (auto-scroll).
 */
async function dragWithMouse(page: Page, from: Locator, to: Locator | (() => Promise<{ x: number; y: number }>)) {
  await from.scrollIntoViewIfNeeded();
  const box = (await from.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + 24 };
  const target = typeof to === 'function' ? to : () => centreOf(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  let pointer = { x: start.x, y: start.y - 12 }; // past the 8 px that start a drag
  await page.mouse.move(pointer.x, pointer.y);
  const deadline = Date.now() + 10_000;
  while ((await target()).y < 40 && Date.now() < deadline) {
    pointer = { x: start.x, y: 10 };
    await page.mouse.move(pointer.x, pointer.y);
    await page.waitForTimeout(100);
  }
  const end = await target();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(pointer.x + ((end.x - pointer.x) * step) / steps, pointer.y + ((end.y - pointer.y) * step) / steps);
  }
  await page.waitForTimeout(100);
  await page.mouse.up();
}

/**
 * Space on a tile's handle picks it up. The drag library listens for the arrow keys from the next
 * turn of the event loop, as a person's next key press would come: wait until it is pressed.
 */
async function pickUp(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await eventually(() => handle.getAttribute('aria-pressed'), (pressed) => pressed === 'true', 'the picked-up handle');
  await page.waitForTimeout(50);
}

/** Requests in flight per page: a save is followed by a reload of the list, which re-renders the panel. */
const inFlight = new WeakMap<Page, number>();
function countRequests(page: Page) {
  inFlight.set(page, 0);
  page.on('request', () => inFlight.set(page, (inFlight.get(page) ?? 0) + 1));
  const done = () => inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 1) - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until the page has had no request in flight for 300 ms, so the next pick-up is not re-rendered away. */
async function settled(page: Page) {
  let quietSince = Date.now();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((inFlight.get(page) ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await page.waitForTimeout(50);
  }
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
    countRequests(page);
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
    const wall = page.getByRole('region', { name: 'Tools', exact: true });
    await panel.locator('.tile__link').first().waitFor();
    await wall.locator('.tile-grid .tile__link').first().waitFor();
    const before = await savedTitles(page);
    expect(before.length).toBeGreaterThan(0); // the default tools applied at her first sign-in
    expect(await titlesIn(panel)).toEqual(before.slice(0, 3));
    await screenshot(page, 'bookmarks-1440');

    // Drag a wall tile that is not a bookmark onto the panel.
    const wallTitles = await titlesIn(wall.locator('.tile-grid'));
    const [first, second] = wallTitles.filter((title) => !before.includes(title));
    await dragWithMouse(page, wall.locator('.tile-drag', { has: page.locator(`a[title="${first}"]`) }), zone);
    await page.getByText(`${first} was added to your bookmarks.`).waitFor();
    await eventually(() => savedTitles(page), (titles) => titles.join() === [...before, first].join(), 'the list after the drag');
    expect(await titlesIn(panel)).toContain(first); // the panel shows the slide of the new bookmark

    // Dragging it again is ignored, and the panel says why.
    await dragWithMouse(page, wall.locator('.tile-drag', { has: page.locator(`a[title="${first}"]`) }), zone);
    await panel.getByText(`${first} is already one of your bookmarks.`).waitFor();
    expect(await savedTitles(page)).toEqual([...before, first]);

    // Keyboard only: the tile's handle, space to pick up, up arrow onto the bookmarks, space to drop.
    await pickUp(page, wall.getByRole('button', { name: `Drag ${second} to your bookmarks` }));
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
    await dragWithMouse(page, slide.nth(0), slide.nth(2));
    const reordered = await eventually(() => savedTitles(page), (titles) => titles.slice(0, 3).join() === [b, c, a].join(), 'the list after the reorder');
    expect(await titlesIn(panel)).toEqual([b, c, a]);

    // Keyboard reorder: the handle, space, right arrow onto the next bookmark, space.
    await settled(page);
    await pickUp(page, panel.getByRole('button', { name: `Move the bookmark ${b}` }));
    await page.keyboard.press('ArrowRight');
    await eventually(announced(page), (text) => text.includes(`${b} will go to position 2 of`), 'the announcement of the new position');
    await page.keyboard.press('Space');
    await eventually(() => savedTitles(page), (titles) => titles.slice(0, 3).join() === [c, b, a].join(), 'the list after the keyboard reorder');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move the bookmark ${b}`);
    await settled(page);
    await pickUp(page, panel.getByRole('button', { name: `Move the bookmark ${b}` }));
    await page.keyboard.press('ArrowLeft');
    await eventually(announced(page), (text) => text.includes(`${b} will go to position 1 of`), 'the announcement of the way back');
    await page.keyboard.press('Space');
    await eventually(() => savedTitles(page), (titles) => titles.slice(0, 3).join() === [b, c, a].join(), 'the list after moving back');

    // A bookmark dropped back on itself stays, and the drop does not open the tool.
    await dragWithMouse(page, slide.nth(1), async () => ({ ...(await centreOf(slide.nth(1))), x: (await centreOf(slide.nth(1))).x + 20 }));
    await page.waitForTimeout(300);
    expect(page.context().pages()).toHaveLength(1);
    expect(await titlesIn(panel)).toEqual([b, c, a]);

    // Remove: drag a bookmark out of its zone, onto the wall.
    await dragWithMouse(page, slide.nth(0), wall.locator('.wall__heading'));
    await page.getByText(`${b} was removed from your bookmarks.`).waitFor();
    const after = await eventually(() => savedTitles(page), (titles) => titles.join() === reordered.slice(1).join(), 'the list after the removal');

    await page.reload();
    await panel.locator('.tile__link').first().waitFor();
    expect(await titlesIn(panel)).toEqual(after.slice(0, 3));
    expect(await savedTitles(page)).toEqual(after);
    await screenshot(page, 'bookmarks-reloaded-1440');
    await page.context().close();
  });

  it('offers a menu per tool on a 390 px phone (move later, remove) and a fixed drop zone during a drag', async () => {
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

    // Dragging a wall tile down the page: a fixed copy of the zone with the last 4 bookmarks appears.
    const saved = await savedTitles(page);
    const wall = page.getByRole('region', { name: 'Tools', exact: true });
    const tile = wall.locator('.tile-drag').filter({ hasNot: page.locator(saved.map((title) => `a[title="${title}"]`).join(', ')) }).nth(3);
    const title = await tile.locator('.tile__link').getAttribute('title');
    await tile.scrollIntoViewIfNeeded();
    const box = (await tile.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 30);
    await page.mouse.down();
    for (let step = 1; step <= 5; step += 1) await page.mouse.move(box.x + box.width / 2, box.y + 30 + step * 8);
    const fixed = page.getByTestId('fixed-bookmarks');
    await fixed.waitFor();
    expect(await fixed.locator('li').allTextContents()).toHaveLength(Math.min(4, saved.length));
    expect(await fixed.locator('li').last().textContent()).toContain(saved[saved.length - 1]);
    // The viewport only: a full-page capture resizes the window, which ends a drag.
    await page.screenshot({ path: join(ARTIFACTS, 'bookmarks-fixed-zone-390.png') });
    const target = await centreOf(fixed);
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width / 2 + ((target.x - box.x - box.width / 2) * step) / 10, box.y + 70 + ((target.y - box.y - 70) * step) / 10);
    await page.mouse.up();
    await page.getByText(`${title} was added to your bookmarks.`).waitFor();
    expect(await fixed.count()).toBe(0);
    await eventually(() => savedTitles(page), (titles) => titles[titles.length - 1] === title, 'the list after the drop on the fixed zone');
    await page.context().close();
  });
});
