import type { Browser, Page } from 'playwright-core';
import { clearMails, waitForMail } from '../support/mail-sink';
import { BASE_URL, launchChromium, screenshot, signedInPage } from './support/browser';

/**
 * The back-office's tool list and approvals in a real browser: an administrator sees the tools and
 * the add-tool popin; a manager proposes a tool, the administrator approves it on /admin/validations,
 * and the manager's mail arrives at the SMTP sink.
 */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

describe('tools and approvals in the back-office (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  const signedIn = (loginId: string, path: string, url: RegExp, language = 'en'): Promise<Page> => signedInPage(browser, loginId, { path, url, language });

  it('shows an administrator the tool list, its filters and the add-tool popin', async () => {
    const admin = await signedIn('alice.admin', '/admin', /\/admin\/?$/);
    await admin.getByRole('columnheader', { name: 'Name' }).waitFor();
    await admin.locator('tbody tr').first().waitFor();
    await admin.getByText('Daniel Smith').first().waitFor(); // managers' names, looked up for the page
    await screenshot(admin, 'admin-tools-1440');

    await admin.getByRole('button', { name: 'Filters' }).click();
    await admin.getByLabel('Managed by').waitFor();
    await admin.locator('tbody tr td input[type="checkbox"]').first().check();
    await admin.getByRole('button', { name: 'Add managers' }).waitFor();
    await screenshot(admin, 'admin-tools-bulk-1440', { fullPage: false });

    await admin.getByRole('button', { name: 'Uncheck all' }).click();
    await admin.getByRole('link', { name: 'Add a tool' }).click();
    await admin.waitForURL(/\/admin\/add-tool$/);
    await admin.getByLabel('Title (English)').waitFor();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Please select at least english or french').waitFor();
    // A 1×1 PNG: the server reads its size and refuses it, the form says why at the logo.
    await admin.getByLabel('Upload a logo').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
    await admin.getByText('The logo must be at least 200 px wide or high.').waitFor();
    await screenshot(admin, 'admin-add-tool-1440', { fullPage: false });
    // The refused save put the focus in the first field in error, the (required) Category picker, whose open
    // list takes the first Escape; the second one closes the popin. On the list an extra Escape does nothing.
    await admin.keyboard.press('Escape');
    await admin.keyboard.press('Escape');
    await admin.waitForURL(/\/admin\/?$/);

    await admin.locator('tbody tr').first().getByRole('link', { name: 'Edit' }).click();
    await admin.waitForURL(/\/admin\/edit-tool\/[0-9a-f]{24}$/);
    await admin.getByRole('dialog').getByLabel('Title (English)').waitFor();
    await screenshot(admin, 'admin-edit-tool-1440', { fullPage: false });
    await admin.getByRole('button', { name: 'Close' }).click();
    await admin.waitForURL(/\/admin\/?$/);
    await admin.context().close();
  });

  it("keeps a sub-administrator in their subsidiary: its tools only, and only it as a visibility", async () => {
    const subAdmin = await signedIn('sophie.subadmin', '/admin', /\/admin\/?$/);
    await subAdmin.locator('tbody tr').first().waitFor();
    const subsidiaries = await subAdmin.locator('tbody tr td.column-subsidiaryId').allInnerTexts(); // by column, whichever columns are shown
    expect(subsidiaries.length).toBeGreaterThan(0);
    expect(new Set(subsidiaries.map((text) => text.trim()))).toEqual(new Set(['Northwind Europe']));
    await expect(subAdmin.getByRole('menuitem', { name: 'Approvals' }).count()).resolves.toBe(0);
    await screenshot(subAdmin, 'admin-tools-subadmin-1440', { fullPage: false });

    await subAdmin.getByRole('link', { name: 'Add a tool' }).click();
    const dialog = subAdmin.getByRole('dialog');
    await dialog.getByLabel('Northwind Europe').waitFor();
    expect(await dialog.getByLabel('Northwind Europe').isChecked()).toBe(true);
    expect(await dialog.getByRole('radio').count()).toBe(1);
    await subAdmin.context().close();
  });

  it('brings a designated validator to the approvals awaiting them', async () => {
    const validator = await signedIn('victor.validator', '/admin', /\/admin\/validations$/);
    const row = validator.locator('tr', { hasText: 'Software catalogue' });
    await row.getByRole('button', { name: 'Approve' }).waitFor();
    await row.getByRole('link', { name: 'Reject' }).waitFor();
    await screenshot(validator, 'admin-validations-validator-1440');
    await validator.context().close();
  });

  it('speaks French to an administrator who chose French', async () => {
    const admin = await signedIn('alice.admin', '/admin/validations', /\/admin\/validations$/, 'fr');
    await admin.getByRole('button', { name: 'Changer le groupe de validation' }).or(admin.getByRole('link', { name: 'Changer le groupe de validation' })).waitFor();
    // French titles in a French interface; the editor's line is translated too.
    await admin.getByText('par Marc Dubois').first().waitFor();
    await screenshot(admin, 'admin-validations-fr-1440');
    await admin.goto(`${BASE_URL}/admin`);
    await admin.getByRole('columnheader', { name: 'Nom' }).waitFor();
    await admin.getByText('Daniel Smith').first().waitFor(); // managers' names, looked up for the page
    await screenshot(admin, 'admin-tools-fr-1440', { fullPage: false });
    await admin.context().close();
  });

  it('lets an administrator approve a tool a manager proposed, and mails the manager', async () => {
    await clearMails();
    const title = `Travel desk ${Date.now()}`;
    const manager = await signedIn('marc.manager', '/', new RegExp(`^${BASE_URL}/$`));
    const proposed = await manager.evaluate(async (toolTitle) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
      // Every field is required, a category too: the first seeded one.
      const categories = (await (await fetch('/api/categories/all', { credentials: 'include' })).json()) as { _id: string }[];
      const response = await fetch('/api/postApp', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({
          title: { en: toolTitle },
          description: { en: 'Book trains and hotels' },
          url: { en: 'https://travel.example.com' },
          categories: [categories[0]._id],
          users: ['all'],
        }),
      });
      return { status: response.status, body: await response.json() };
    }, title);
    expect(proposed.status).toBe(201);
    expect(proposed.body.has_pending_validation).toBe(true);
    await manager.context().close();

    const admin = await signedIn('alice.admin', '/admin/validations', /\/admin\/validations$/);
    const row = admin.locator('tr', { hasText: title.slice(0, 17) });
    await row.waitFor();
    await row.getByText('by Marc Dubois').waitFor();
    await screenshot(admin, 'admin-validations-1440');

    await row.getByRole('link', { name: 'Extra approval' }).click();
    await admin.getByLabel('Validator (a person or a group)').waitFor();
    await screenshot(admin, 'admin-extra-approval-1440', { fullPage: false });
    await admin.keyboard.press('Escape');
    await admin.waitForURL(/\/admin\/validations$/);

    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Request approved').waitFor();
    await row.waitFor({ state: 'detached' });

    const mail = await waitForMail((sent) => sent.text.includes(title) && sent.to.some((to) => /marc/i.test(to)), 20_000);
    expect(mail.to.join(',')).toMatch(/marc/i);
    await admin.context().close();
  });
});
