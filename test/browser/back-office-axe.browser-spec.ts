import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations, reportAxeSummary } from './support/axe';
import { BASE_URL, launchChromium, screenshot, signedInPage } from './support/browser';
import { api } from './support/page-api';

// Some 25 pages and popins a width, each loaded and checked: longer than one journey's 90 s on a busy machine.
jest.setTimeout(900_000);

const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/**
 * axe (WCAG 2.2 A and AA) on every back-office page and popin, at 1440 and 390 px, as alice.admin:
 * the journey fails on any serious or critical violation and prints the summary (pages checked,
 * violations by impact), also written to test-artifacts/axe-summary.txt. Pages are opened by their
 * address; edit popins from the first row's edit link, so the journey needs no id of its own.
 */
describe('the back-office passes axe at every width (Chromium)', () => {
  let browser: Browser;
  let proposed: string;

  beforeAll(async () => {
    browser = await launchChromium();
    // A tool awaiting approval, for the approvals page's popins (extra approval, its information).
    const manager = await signedIn('marc.manager', 'desktop', '/', new RegExp(`^${BASE_URL}/$`));
    proposed = `Axe ${Date.now() % 100_000_000}`;
    const categories = await api(manager, 'GET', 'categories/all');
    const created = await api(manager, 'POST', 'postApp', {
      title: { en: proposed }, description: { en: `${proposed}, proposed by the axe journey` }, url: { en: 'https://tools.example.com' },
      users: ['all'], categories: [categories.body[0]._id],
    });
    expect(created.status).toBe(201);
    await manager.context().close();
  });
  afterAll(async () => {
    reportAxeSummary('back-office');
    await browser?.close();
  });

  const signedIn = (loginId: string, width: keyof typeof WIDTHS, path: string, url: RegExp): Promise<Page> =>
    signedInPage(browser, loginId, { path, url, ...WIDTHS[width] });

  const dialog = (page: Page) => page.getByRole('dialog');
  const firstRow = (page: Page) => page.locator('main tbody tr').first();

  /** Waits until the page has settled (its calls answered, no loading bar left), then runs axe on it. */
  async function check(page: Page, name: string, ready: Locator) {
    await ready.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 3_000 }).catch(() => undefined);
    await expectNoSeriousAxeViolations(page, `back-office ${name}`);
  }

  /** A list page, then the edit popin its first row's edit link opens. */
  async function listAndEditPopin(page: Page, name: string, path: string, edit: string | null) {
    await page.goto(`${BASE_URL}/admin${path}`);
    await check(page, name, firstRow(page));
    if (!edit) return;
    await page.locator(`main a[href*="${edit}"]`).first().click();
    await check(page, `${name}: edit popin`, dialog(page).locator('input, textarea').first());
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  }

  it.each(['desktop', 'phone'] as const)('every page and popin at the %s width', async (width) => {
    const px = WIDTHS[width].width;
    const page = await signedIn('alice.admin', width, '/admin', /\/admin/);

    // The tools list (the home), its create and edit popins.
    await listAndEditPopin(page, 'tools list', '/', '/edit-tool/');
    await page.goto(`${BASE_URL}/admin/add-tool`);
    await check(page, 'create-tool popin', dialog(page).getByLabel('Title (English)'));

    // Approvals: the page, the validation-service popin, the extra-approval popin and a tool's information.
    await page.goto(`${BASE_URL}/admin/validations`);
    const row = page.locator('tr', { hasText: proposed });
    await check(page, 'approvals', row);
    await row.getByRole('link', { name: /Extra approval|Awaiting/ }).click();
    await check(page, 'extra-approval popin', dialog(page).getByRole('heading', { name: `Extra approval for “${proposed}”` }));
    await screenshot(page, `admin-extra-approval-popin-${px}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await row.locator('a[href*="/infos-"]').first().click();
    await check(page, 'tool information popin', dialog(page).locator('table, dl, p').first());
    await page.goto(`${BASE_URL}/admin/validations/change-validation-service`);
    await check(page, 'validation-service popin', dialog(page).getByRole('button').first());

    // Reference data: each list, its add popin and the edit popin of its first row.
    await listAndEditPopin(page, 'categories', '/categories', '/categories/edit/');
    await page.goto(`${BASE_URL}/admin/categories/add`);
    await check(page, 'category add popin', dialog(page).locator('input').first());
    await page.goto(`${BASE_URL}/admin/categories/import`);
    await check(page, 'category import popin', dialog(page).getByRole('button').first());
    await listAndEditPopin(page, 'subsidiaries', '/subsidiaries', '/subsidiaries/edit/');
    await page.goto(`${BASE_URL}/admin/subsidiaries/add`);
    await check(page, 'subsidiary add popin', dialog(page).locator('input').first());
    await page.goto(`${BASE_URL}/admin/default_tools`);
    await check(page, 'default tools', page.getByTestId('default-tool-row').first());
    await page.locator('main a[href*="/default_tools/edit/"]').first().click();
    await check(page, 'default tools: edit popin', dialog(page).getByRole('combobox').first());
    await page.goto(`${BASE_URL}/admin/default_tools/add`);
    await check(page, 'default tool add popin', dialog(page).getByRole('combobox', { name: 'Tool' }));
    await listAndEditPopin(page, 'users', '/users', '/users/edit-user/');
    await listAndEditPopin(page, 'logs', '/logs', null);

    // Settings and management pages, jobs, the import, and the not-found page.
    for (const [name, path] of [['settings', '/config'], ['footer', '/footer'], ['import', '/import-config'], ['jobs', '/jobs'], ['api reference', '/api-reference']]) {
      await page.goto(`${BASE_URL}/admin${path}`);
      await check(page, name, page.locator('main h1, main h2, main h6, main button').first());
    }
    await page.goto(`${BASE_URL}/admin/no-such-page`);
    await check(page, 'not-found page', page.locator('main a, main button').first());

    if (width === 'phone') {
      // The back-office menu on a phone: a drawer over the page, every entry reachable.
      await page.goto(`${BASE_URL}/admin/`);
      await firstRow(page).waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('menuitem', { name: 'Logs' });
      await menu.waitFor();
      await check(page, 'menu on a phone', menu);
      await screenshot(page, 'admin-menu-phone-backoffice-390', { fullPage: false });
    }
    await page.context().close();
  });
});
