import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { BASE_URL, launchChromium, screenshot, signedInPage } from './support/browser';
import { api } from './support/page-api';

jest.setTimeout(300_000);

const WIDTHS = [1440, 390] as const;
const LOCALES = { fr: 'fr-FR', ja: 'ja-JP' } as const;

/**
 * The Approvals page's "Access requests" tab (issue 35), as alice.admin: a private tool of hers made
 * requestable, emma's request for it listed at the mails' link in French and Japanese at 1440 and 390 px
 * (axe, screenshots `test-artifacts/access-requests-admin-{fr,ja}-{1440,390}.png`), then approved after
 * the confirmation for 10 of the 30 days asked: the row says who decided, emma's "My requests" says granted, and the
 * tool's edit form lists her grant with its end. The tool is deleted at the end.
 */
describe('access requests in the back-office (Chromium)', () => {
  let browser: Browser;
  let admin: Page;
  let emma: Page;
  let toolId: string;
  const reason = `Quarterly audit ${Date.now() % 100_000_000}`;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await signedInPage(browser, 'alice.admin', { path: '/admin/', url: new RegExp(`^${BASE_URL}/admin`) });
    const me: string = (await api(admin, 'GET', 'getOneUser')).body._id;
    const categories = await api(admin, 'GET', 'categories/all');
    const title = `Vault ${reason}`;
    const created = await api(admin, 'POST', 'postApp', {
      title: { en: title }, description: { en: `${title}, made by a browser journey` }, url: { en: 'https://vault.example.com' },
      users: [me], managers: [me], categories: [categories.body[0]._id],
    });
    expect(created.status).toBe(201);
    toolId = created.body._id ?? created.body.id;
    const policy = await api(admin, 'PUT', `access-requests/tools/${toolId}/policy`, { requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: 'Which team?' });
    expect(policy.status).toBe(200);
    emma = await signedInPage(browser, 'emma.employee', { path: '/', url: new RegExp(`^${BASE_URL}/`) });
    const asked = await api(emma, 'POST', `access-requests/tools/${toolId}`, { reason, answer: 'Finance', days: 30 });
    expect(asked.status).toBe(201);
  });
  afterAll(async () => {
    if (toolId) await api(admin, 'PUT', `deleteApps/${toolId}`);
    await browser?.close();
  });

  for (const [language, locale] of Object.entries(LOCALES)) {
    for (const width of WIDTHS) {
      it(`lists the waiting request on the tab the mails open (${language}, ${width} px), axe-clean`, async () => {
        const page = await signedInPage(browser, 'alice.admin', { path: '/admin/validations?tab=access', url: /\/admin\/validations\?tab=access/, width, height: 900, language, locale });
        const row = page.locator('tr', { hasText: reason });
        await row.waitFor({ timeout: 30_000 });
        await row.getByText('Finance').waitFor({ timeout: 15_000 });
        await expectNoSeriousAxeViolations(page, `back-office access requests ${language} ${width}`);
        await screenshot(page, `access-requests-admin-${language}-${width}`);
        await page.context().close();
      });
    }
  }

  it('approves after the confirmation for fewer days than asked, shows who decided, and grants emma the tool', async () => {
    const page = await signedInPage(browser, 'alice.admin', { path: '/admin/validations?tab=access', url: /tab=access/ });
    const row = page.locator('tr', { hasText: reason });
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
    await dialog.getByText(/Duration: 30 days/).waitFor({ timeout: 15_000 });
    await dialog.getByRole('spinbutton', { name: 'Days granted' }).fill('10');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await row.getByText(/^Granted by Alice/).waitFor({ timeout: 15_000 });
    await screenshot(page, 'access-requests-admin-approved-en-1440');
    const mine = await api(emma, 'GET', 'access-requests/mine');
    const granted = mine.body.find((request: { reason: string }) => request.reason === reason);
    expect(granted).toMatchObject({ state: 'granted', days: 30 });
    // Ten days granted, not the thirty asked.
    expect(new Date(granted.endsAt).getTime()).toBeLessThan(Date.now() + 11 * 24 * 3600 * 1000);

    // The tool's edit form lists emma among the viewers with granted access, with the grant's end.
    await page.goto(`${BASE_URL}/admin/edit-tool/${toolId}`);
    const grants = page.getByRole('list', { name: 'Viewers with granted access' });
    await grants.getByText(/^Emma Laurent — until /).waitFor({ timeout: 30_000 });
    await page.context().close();
  });
});
