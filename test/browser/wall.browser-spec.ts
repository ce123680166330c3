import type { Browser, Locator, Page } from 'playwright-core';
import { eventually, frontPageOf, launchChromium, screenshot } from './support/browser';

/** A full-page screenshot shows every logo: lazy images below the fold are loaded first. */
async function screenshotWithLogos(page: Page, name: string) {
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 10_000 });
  await screenshot(page, name);
}

const tileTitles = (wall: Locator) => wall.locator('.tile-grid .tile__link').evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));

/**
 * The wall's first slice in a real browser: the employee sees her tiles, narrows them with a
 * category of the sidebar, finds a seeded tool with the search, and the same on a phone.
 */
describe('wall journey in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('shows the tiles, narrows them by category and finds a tool by search, at 1440 px', async () => {
    const page = await frontPageOf(browser, 'emma.employee');
    const wall = page.getByRole('region', { name: 'Tools', exact: true });
    await wall.locator('.tile-grid .tile__link').first().waitFor();
    const all = await tileTitles(wall);
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(24); // the first page only
    const firstLink = wall.locator('.tile-grid a.tile__link').first();
    expect(await firstLink.getAttribute('target')).toBe('_blank');
    expect(await firstLink.getAttribute('rel')).toBe('noopener noreferrer');
    await screenshotWithLogos(page, 'wall-1440');

    const nav = page.getByRole('navigation', { name: 'Categories' });
    const category = nav.getByRole('button', { name: /^Human resources/ });
    const count = Number((await category.locator('.category-nav__count').textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await category.click();
    expect(await category.getAttribute('aria-pressed')).toBe('true');
    const narrowed = await eventually(() => tileTitles(wall), (titles) => titles.length === Math.min(count, 24), 'tiles of Human resources');
    expect(narrowed).toContain('Leave requests');
    expect(narrowed).not.toContain('Expense reports');
    await screenshotWithLogos(page, 'wall-category-1440');

    await nav.getByRole('button', { name: /^All tools/ }).click();
    const search = page.getByRole('searchbox', { name: 'Search for a tool' });
    await search.fill('Treasury');
    const found = await eventually(() => tileTitles(wall), (titles) => titles.length > 0 && titles.length < all.length, 'search results');
    expect(found).toContain('Treasury dashboard'); // a private tool Emma may see
    await screenshotWithLogos(page, 'wall-search-1440');

    await search.fill('');
    await eventually(() => tileTitles(wall), (titles) => titles.length === all.length, 'the cleared search');
    await page.context().close();
  });

  it('offers the categories as a select on a 390 px phone', async () => {
    const page = await frontPageOf(browser, 'emma.employee', { width: 390, height: 844 });
    const wall = page.getByRole('region', { name: 'Tools', exact: true });
    await wall.locator('.tile-grid .tile__link').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: /^All tools/ }).isVisible()).toBe(false);
    const select = page.getByRole('combobox', { name: 'Category' });
    expect(await select.isVisible()).toBe(true);
    await screenshotWithLogos(page, 'wall-390');

    const travel = await select.locator('option', { hasText: 'Travel' }).getAttribute('value');
    await select.selectOption(travel!);
    await eventually(() => tileTitles(wall), (titles) => titles.includes('Expense reports') && !titles.includes('Leave requests'), 'tiles of Travel');
    await screenshotWithLogos(page, 'wall-category-390');
    await page.context().close();
  });

  it('shows a manager, in his French, his tools with edit icons and info icons on those awaiting validation; the panel collapses', async () => {
    const page = await frontPageOf(browser, 'marc.manager');
    const wall = page.getByRole('region', { name: 'Outils', exact: true });
    await wall.locator('.tile-grid .tile__link').first().waitFor();
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('button', { name: /^Outils gérés/ }).click();
    await wall.getByRole('link', { name: /^Modifier / }).first().waitFor();
    const edit = await wall.getByRole('link', { name: /^Modifier / }).first().getAttribute('href');
    expect(edit).toMatch(/^\/edit-tool\/[0-9a-f]{24}$/);
    const pending = await wall.getByRole('link', { name: /^Informations sur / }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(pending.length).toBeGreaterThan(0); // the seeded creation awaiting approval
    expect(pending[0]).toMatch(/^\/infos-tool\/[0-9a-f]{24}\/management$/);
    await screenshotWithLogos(page, 'wall-managed-1440');

    const toggle = wall.getByRole('button', { name: /Réduire/ });
    await toggle.click();
    expect(await wall.getByRole('button', { name: /Agrandir/ }).getAttribute('aria-expanded')).toBe('false');
    expect(Math.round((await wall.boundingBox())!.height)).toBe(95);
    await screenshot(page, 'wall-collapsed-1440');
    await page.context().close();
  });
});
