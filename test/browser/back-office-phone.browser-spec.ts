import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, screenshot, signedInPage } from './support/browser';
import { api } from './support/page-api';

const PHONE = { width: 390, height: 844 };

/**
 * Issue 31's back-office on a phone and its Reject confirmation, in Chromium on the real server: at
 * 390 px no page scrolls sideways and the list toolbars stay on screen, in French and Japanese; the
 * edit popin shows a card at once after the click and lets every language tab be reached; Reject asks
 * first, with an optional reason. Screenshots go to test-artifacts/phone-390-*.png and reject-*.png.
 */
describe('the back-office on a 390 px phone, and the Reject confirmation (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** What makes a page scroll sideways: the page's width against the window's. */
  const widths = (page: Page) =>
    page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));

  /** Buttons and links of the list's toolbar that lie, even in part, outside the window. */
  const toolbarOffScreen = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.RaList-actions a, .RaList-actions button, .RaTopToolbar-root a, .RaTopToolbar-root button')]
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        })
        .map((element) => element.textContent || element.getAttribute('aria-label')),
    );

  const PAGES = [
    ['tools', '/admin', 'main tbody tr'],
    ['approvals', '/admin/validations', 'main table, main [role="status"], main .MuiTypography-root'],
    ['users', '/admin/users', 'main tbody tr'],
    ['default-tools', '/admin/default_tools', 'main tbody tr, main [role="status"]'],
  ] as const;

  it.each(['fr', 'ja'])('fits every list page in %s without a sideways scroll, its toolbar on screen', async (language) => {
    const page = await signedInPage(browser, 'alice.admin', { path: '/admin', url: /\/admin/, language, ...PHONE });
    for (const [name, path, ready] of PAGES) {
      await page.goto(`${BASE_URL}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const { page: pageWidth, window: windowWidth } = await widths(page);
      expect({ name, pageWidth }).toEqual({ name, pageWidth: windowWidth });
      expect({ name, offScreen: await toolbarOffScreen(page) }).toEqual({ name, offScreen: [] });
      await screenshot(page, `phone-390-${language}-${name}`, { fullPage: false });
    }
    // The tools list's three actions are there, within the window.
    await page.goto(`${BASE_URL}/admin`);
    await page.locator('main tbody tr').first().waitFor();
    const actions = page.locator('.RaList-actions');
    for (const name of language === 'fr' ? ['Filtres', 'Exporter en CSV', 'Ajouter un outil'] : ['フィルター', 'CSV でエクスポート', 'ツールを追加']) {
      const box = (await actions.getByRole('button', { name }).or(actions.getByRole('link', { name })).first().boundingBox())!;
      expect({ name, left: box.x >= 0, right: box.x + box.width <= PHONE.width }).toEqual({ name, left: true, right: true });
    }
    await page.context().close();
  });

  it('answers the edit click at once, and reaches every language tab of the popin on a phone', async () => {
    const page = await signedInPage(browser, 'alice.admin', { path: '/admin', url: /\/admin/, language: 'ja', ...PHONE });
    await page.locator('main tbody tr').first().waitFor();
    await page.locator('main a.tool-edit-link').first().click();
    await page.getByRole('status').filter({ hasText: 'ツールを開いています…' }).waitFor({ timeout: 1_000 });
    await screenshot(page, 'phone-390-ja-edit-opening', { fullPage: false });
    const dialog = page.getByRole('dialog');
    await dialog.locator('input:visible').first().waitFor();
    // The popin opens on the interface language's tab; every tab can be reached.
    await expect(dialog.getByRole('tab', { selected: true }).textContent()).resolves.toContain('日本語');
    for (const tab of ['English', 'Français', '中文', '日本語']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab }).getAttribute('aria-selected')).resolves.toBe('true');
    }
    expect((await widths(page)).page).toBe(PHONE.width);
    await screenshot(page, 'phone-390-ja-edit-popin', { fullPage: false });

    // Escape during the wait gives the opening up: the popin never shows.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('main a.tool-edit-link').first().click();
    await page.getByRole('status').filter({ hasText: 'ツールを開いています…' }).waitFor({ timeout: 1_000 });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1_600);
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });

  it('asks before rejecting a request, with an optional reason, in French on a phone and in English', async () => {
    const title = `Rejet ${Date.now() % 1_000_000_000}`;
    const manager = await signedInPage(browser, 'marc.manager', { path: '/admin', url: new RegExp(`^${BASE_URL}/`) });
    // A page of the api's origin that sends nobody elsewhere (the back-office sends a manager to the front).
    await manager.goto(`${BASE_URL}/api/health/live`);
    const categories = await api(manager, 'GET', 'categories/all');
    const proposed = await api(manager, 'POST', 'postApp', {
      title: { en: title }, description: { en: `${title}, from a browser journey` }, url: { en: 'https://tools.example.com/?q=1' },
      users: ['all'], categories: [categories.body[0]._id],
    });
    expect(proposed.status).toBe(201);
    await manager.context().close();

    const phone = await signedInPage(browser, 'alice.admin', { path: '/admin/validations', url: /\/admin\/validations$/, language: 'fr', ...PHONE });
    const phoneRow = phone.locator('tr', { hasText: title.slice(0, 17) });
    await phoneRow.getByRole('button', { name: 'Refuser' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Refuser cette demande ?' });
    await phoneDialog.getByRole('textbox', { name: 'Motif (facultatif)' }).fill('Le lien pointe vers l’ancien serveur.');
    await screenshot(phone, 'phone-390-fr-reject-confirmation', { fullPage: false });
    await phoneDialog.getByRole('button', { name: 'Annuler' }).click();
    await phoneDialog.waitFor({ state: 'detached' });
    await phone.context().close();

    const admin = await signedInPage(browser, 'alice.admin', { path: '/admin/validations', url: /\/admin\/validations$/ });
    const row = admin.locator('tr', { hasText: title.slice(0, 17) });
    await row.getByRole('button', { name: 'Reject' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Reject this request?' });
    await confirm.getByText(`for “${title}” will be rejected and they will be told by e-mail.`, { exact: false }).waitFor();
    await confirm.getByRole('textbox', { name: 'Reason (optional)' }).fill('The link points to the <old> server.');
    await screenshot(admin, 'reject-confirmation-en-1440', { fullPage: false });
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await admin.getByRole('dialog', { name: 'Request rejected' }).waitFor();
    await screenshot(admin, 'reject-done-en-1440', { fullPage: false });
    await admin.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await row.waitFor({ state: 'detached' });
    await admin.context().close();
  });
});
