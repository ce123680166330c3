import type { Browser, Page } from 'playwright-core';
import { USAGE_TOP_TOOLS } from '../../src/contracts';
import { BASE_URL, closeTourIfShown, eventually, launchChromium, screenshot, signInOnProviderPage } from './support/browser';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The worker writes the counts every 10 s; the page shows them on its next call. */
const FLUSH_WAIT_MS = 45_000;
/** Where the journey got to, in the test's output (it is long, and a timeout alone says little). */
const step = (what: string) => process.stdout.write(`usage journey: ${what}\n`);

/**
 * Issue 16 in Chromium on the real api + worker: Emma opens a tool from a tile and another from the
 * launcher (Ctrl+K), sees both in "Recently used", and the administrator then sees the counts on the
 * back-office's Usage page once the worker has written them. Screenshots of the launcher and of the
 * Usage page at 1440 and 390 px.
 */
describe('opens counted from the front to the Usage page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  async function signedIn(login: string, path: string, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${path}`);
    await signInOnProviderPage(page, login);
    return page;
  }

  /** Every tool's opens in the last 90 days, read from the Usage export as the administrator's page would download it. */
  const exportedOpens = (page: Page) =>
    page.evaluate(async () => {
      const text = await (await fetch('/api/admin/usage/export', { credentials: 'same-origin' })).text();
      return text
        .split('\r\n')
        .map((line) => line.split(';'))
        .filter((cells) => cells.length > 2 && /^\d+$/.test(cells[2]))
        .map((cells) => ({ title: cells[1], opens: Number(cells[2]) }));
    });
  const opensOf = async (page: Page, title: string) => (await exportedOpens(page)).find((row) => row.title === title)?.opens ?? NaN;

  /** Opens a tool link that opens a new tab (through the network warning when it shows), and closes that tab. */
  async function openInNewTab(page: Page, click: () => Promise<void>) {
    const tab = page.context().waitForEvent('page', { timeout: 10_000 });
    await click();
    const warning = page.getByRole('dialog').getByRole('link', { name: /open/i });
    const opened = await Promise.race([tab.then(() => true), warning.waitFor({ timeout: 3_000 }).then(() => false, () => true)]);
    if (!opened) await warning.click();
    await (await tab).close();
  }

  it('counts a tile open and a launcher open, lists them in Recently used, and shows them on the Usage page', async () => {
    const emma = await signedIn('emma.employee', '/');
    await closeTourIfShown(emma);
    const wall = emma.getByRole('region', { name: 'Tools', exact: true });
    const links = wall.locator('.tile-grid .tile__link');
    await links.nth(1).waitFor();
    const titles = await links.evaluateAll((all) => all.map((link) => link.getAttribute('title') ?? ''));
    const [fromTile, fromLauncher] = [titles[0], titles.find((title) => title !== titles[0] && !title.includes(titles[0]))!];

    step('tile and launcher titles chosen');
    const alice = await signedIn('alice.admin', '/admin/usage');
    await alice.getByRole('heading', { name: 'Opens per day' }).waitFor({ timeout: 20_000 });
    const before = { tile: (await opensOf(alice, fromTile)) || 0, launcher: (await opensOf(alice, fromLauncher)) || 0 };

    step('usage page read before the opens');
    // From a tile.
    await openInNewTab(emma, () => wall.locator(`.tile-grid .tile__link[title="${fromTile}"]`).first().click());
    step('opened from a tile');
    // From the launcher: Ctrl+K, type, Enter.
    await emma.keyboard.press('Control+K');
    const combobox = emma.getByRole('combobox', { name: 'Tool to open' });
    await combobox.waitFor();
    await combobox.fill(fromLauncher);
    const dialog = emma.getByRole('dialog', { name: 'Open a tool' });
    await eventually(() => dialog.getByRole('option').first().textContent(), (text) => !!text?.includes(fromLauncher), 'the first launcher result');
    await screenshot(emma, 'usage-launcher-1440', { fullPage: false });
    await openInNewTab(emma, () => combobox.press('Enter'));

    step('opened from the launcher');
    // Back on the page: Recently used lists both, newest first.
    await emma.reload();
    await closeTourIfShown(emma);
    const recent = emma.getByRole('region', { name: 'Recently used' });
    await eventually(() => recent.locator('a[title]').evaluateAll((all) => all.slice(0, 2).map((link) => link.getAttribute('title'))), (shown) => shown[0] === fromLauncher && shown[1] === fromTile, 'Recently used');

    step('recently used shows both');
    // The launcher on a phone, from its search button.
    const phone = await signedIn('emma.employee', '/', PHONE);
    await closeTourIfShown(phone);
    await phone.getByRole('button', { name: /Quick open/ }).click();
    await phone.getByRole('combobox', { name: 'Tool to open' }).fill(fromTile.slice(0, 4));
    await phone.getByRole('dialog', { name: 'Open a tool' }).getByRole('option').first().waitFor();
    await screenshot(phone, 'usage-launcher-390', { fullPage: false });

    step('launcher on a phone');
    // The administrator's Usage page shows the counts once the worker has written them (every 10 s).
    const topRow = (title: string) => alice.getByRole('region', { name: 'Most opened tools' }).getByRole('row').filter({ hasText: title });
    await eventually(
      async () => {
        await alice.reload();
        await alice.getByRole('heading', { name: 'Opens per day' }).waitFor({ timeout: 20_000 });
        return { tile: await opensOf(alice, fromTile), launcher: await opensOf(alice, fromLauncher) };
      },
      (now) => now.tile === before.tile + 1 && now.launcher === before.launcher + 1,
      'the counts on the Usage page',
      FLUSH_WAIT_MS,
    );
    // "Most opened tools" lists the export's ten most opened: the first row is the export's most opened
    // tool, and the tile's tool is among the rows when fewer than ten tools were opened more (earlier
    // specs open tools too, so it may rank lower).
    const opened = (await exportedOpens(alice)).filter((row) => row.opens > 0);
    const most = opened.reduce((a, b) => (b.opens > a.opens ? b : a));
    const rows = alice.getByRole('region', { name: 'Most opened tools' }).getByRole('row');
    // Read again: the page above may have been read just before the worker wrote the counts the export shows.
    await eventually(
      async () => {
        await alice.reload();
        await alice.getByRole('heading', { name: 'Opens per day' }).waitFor({ timeout: 20_000 });
        return rows.nth(1).textContent({ timeout: 5_000 }).catch(() => 'no row yet');
      },
      (text) => !!text?.includes(String(most.opens)),
      'the most opened tool first',
      30_000,
    );
    const tileOpens = before.tile + 1;
    const rankedAbove = opened.filter((row) => row.opens > tileOpens).length;
    const tiedOrAbove = opened.filter((row) => row.opens >= tileOpens).length;
    if (tiedOrAbove <= USAGE_TOP_TOOLS) {
      await topRow(fromTile).first().waitFor();
      expect(await topRow(fromTile).first().textContent()).toContain(String(tileOpens));
    } else if (rankedAbove >= USAGE_TOP_TOOLS) {
      expect(await topRow(fromTile).count()).toBe(0);
    }
    await screenshot(alice, 'usage-page-1440');
    const adminPhone = await signedIn('alice.admin', '/admin/usage', PHONE);
    await adminPhone.getByRole('heading', { name: 'Opens per day' }).waitFor({ timeout: 20_000 });
    await screenshot(adminPhone, 'usage-page-390');
    for (const page of [emma, alice, phone, adminPhone]) await page.context().close();
  }, 300_000);
});
