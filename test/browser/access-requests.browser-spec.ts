import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { BASE_URL, closeTourIfShown, launchChromium, screenshot, signedInPage } from './support/browser';
import { api } from './support/page-api';

/**
 * Issue 35 on the front, in Chromium on the seeded demo: a private tool managed by Marc is made requestable;
 * Emma finds it with the wall's search, asks for 30 days and sees it waiting in "My requests"; Marc approves it
 * from the tool's information under Managed tools; the tool is then on Emma's wall. Screenshots of the form and
 * "My requests" at 1440 and 390 px in French and Japanese.
 */
describe('access requests on the front, in Chromium', () => {
  let browser: Browser;
  let admin: Page | undefined;
  let toolId: string | undefined;
  const title = `Payroll audit ${Date.now()}`;
  const front = (loginId: string, language = 'en', width = 1440) =>
    signedInPage(browser, loginId, { path: '/', url: new RegExp(`^${BASE_URL}/$`), width, height: width > 800 ? 900 : 844, language, locale: language === 'ja' ? 'ja-JP' : 'fr-FR' });

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    if (admin && toolId) await api(admin, 'PUT', `deleteApps/${toolId}`);
    await browser?.close();
  });

  /** Emma, in `language` at `width`, searches the tool and opens its request form. */
  async function openForm(language: string, width: number): Promise<Page> {
    const emma = await front('emma.employee', language, width);
    await closeTourIfShown(emma);
    await emma.locator('.search-bar input, input[type="search"]').first().fill(title);
    await emma.locator('.requestable-tools').getByRole('link').first().click();
    await emma.locator('.access-request-form').waitFor();
    return emma;
  }

  it('lets Emma ask for a private tool for 30 days, Marc approve it, and puts it on her wall', async () => {
    admin = await front('alice.admin');
    const marc = await front('marc.manager');
    await closeTourIfShown(marc);
    const marcId: string = (await api(marc, 'GET', 'getOneUser')).body._id;
    const category = (await api(admin, 'GET', 'categories/all')).body[0]._id;
    const created = await api(admin, 'POST', 'postApp', {
      title: { en: title }, description: { en: 'Audit of the monthly payroll' }, url: { en: 'https://payroll-audit.example.com' },
      users: [marcId], managers: [marcId], categories: [category],
    });
    expect([created.status, created.body]).toEqual([201, expect.anything()]);
    toolId = created.body._id ?? created.body.id;
    const saved = await api(admin, 'PUT', `access-requests/tools/${toolId}/policy`, { requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: null });
    expect(saved.status).toBe(200);

    // The form and "My requests", in French and Japanese, at both widths; Emma sends from the French one.
    for (const language of ['ja', 'fr']) {
      for (const width of [390, 1440]) {
        const emma = await openForm(language, width);
        await screenshot(emma, `access-request-form-${language}-${width}`, { fullPage: false });
        if (language === 'fr' && width === 1440) {
          await expectNoSeriousAxeViolations(emma, 'request access form');
          await emma.locator('.access-request-form textarea').first().fill('Audit trimestriel de la paie');
          await emma.locator('.access-request-form input[type="number"]').fill('30');
          await emma.locator('.access-request-form button[type="submit"]').click();
          await emma.waitForURL(/\/access-requests$/);
          await emma.locator('.my-request--waiting', { hasText: title }).waitFor();
        }
        await emma.context().close();
      }
    }
    for (const language of ['fr', 'ja']) {
      for (const width of [1440, 390]) {
        const emma = await signedInPage(browser, 'emma.employee', { path: '/access-requests', url: /\/access-requests$/, width, height: width > 800 ? 900 : 844, language, locale: language === 'ja' ? 'ja-JP' : 'fr-FR' });
        await emma.locator('.my-request--waiting', { hasText: title }).waitFor();
        if (width === 1440 && language === 'fr') await expectNoSeriousAxeViolations(emma, 'My requests');
        await screenshot(emma, `access-requests-mine-${language}-${width}`, { fullPage: false });
        await emma.context().close();
      }
    }

    // Marc approves it from the tool's information under Managed tools.
    await marc.goto(`${BASE_URL}/infos-tool/${toolId}/management`);
    const requests = marc.locator('.tool-requests');
    await requests.getByRole('button', { name: /Approve/ }).first().click();
    await marc.getByText(/was approved/).waitFor();
    await screenshot(marc, 'access-requests-approved-1440', { fullPage: false });

    // The tool is on Emma's wall.
    const emma = await front('emma.employee');
    await closeTourIfShown(emma);
    await emma.locator('.wall').getByRole('link', { name: new RegExp(title) }).first().waitFor();
    const mine = await api(emma, 'GET', 'access-requests/mine');
    expect((mine.body as { toolId: string; state: string }[]).find((request) => request.toolId === toolId)?.state).toBe('granted');
  });
});
