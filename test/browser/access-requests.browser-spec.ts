import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Browser, Page } from 'playwright-core';
import { ACCESS_CLOCK, type AccessClock } from '../../src/access-requests/grants/access-clock';
import { AccessGrantExpiryJob } from '../../src/access-requests/grants/access-grant-expiry.job';
import { WorkerModule } from '../../src/worker.module';
import { expectNoSeriousAxeViolations } from './support/axe';
import { BASE_URL, closeTourIfShown, eventually, launchChromium, screenshot, signedInPage } from './support/browser';
import { api } from './support/page-api';
import { waitForMail } from '../support/mail-sink';

const DAY_MS = 24 * 3600 * 1000;
// Eight sign-ins in the request journey alone, on a busy 2-core machine.
jest.setTimeout(240_000);

/**
 * Issue 35 on the front, in Chromium on the seeded demo: Alice adds a private tool managed by Marc and makes it
 * requestable in the add form; Emma finds it with the wall's search, asks for 30 days and sees it waiting in
 * "My requests"; Marc finds it in the tool's information under Managed tools and approves it from his mail's link; the tool is then on Emma's
 * wall. Then the grants' expiry job runs on a clock 31 days ahead (a worker of this process, its clock
 * overridden as in test/access-requests.e2e-spec.ts): the tool leaves her wall and her request reads expired.
 * Screenshots of the add form's access part at 1440 and 390 px, of the request form and "My requests" at 1440
 * and 390 px in French and Japanese.
 */
describe('access requests on the front, in Chromium', () => {
  let browser: Browser;
  let admin: Page | undefined;
  let toolId: string | undefined;
  let worker: INestApplicationContext | undefined;
  let offsetMs = 0;
  const clock: AccessClock = { now: () => new Date(Date.now() + offsetMs) };
  const title = `Payroll audit ${Date.now()}`;
  const front = (loginId: string, language = 'en', width = 1440) =>
    signedInPage(browser, loginId, { path: '/', url: new RegExp(`^${BASE_URL}/$`), width, height: width > 800 ? 900 : 844, language, locale: language === 'ja' ? 'ja-JP' : 'fr-FR' });

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    if (admin && toolId) await api(admin, 'PUT', `deleteApps/${toolId}`);
    await worker?.close();
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

  /** Alice's add form at `width`, private, with its access part switched on (at most 30 days). */
  async function openAddForm(width: number): Promise<Page> {
    const page = await front('alice.admin', 'en', width);
    await closeTourIfShown(page);
    await page.goto(`${BASE_URL}/add-tool`);
    const form = page.getByRole('dialog', { name: 'Add a tool' });
    await form.getByLabel('Private: only the people and groups listed').check();
    const access = form.getByRole('group', { name: 'Access requests' });
    await access.getByRole('switch', { name: 'People who cannot see this tool may request access' }).check();
    await access.getByRole('checkbox', { name: 'Unlimited access' }).uncheck();
    await access.getByLabel('Longest access, in days').fill('30');
    return page;
  }

  it('lets an administrator make a new private tool requestable in the front’s add form', async () => {
    const phone = await openAddForm(390);
    await phone.getByRole('group', { name: 'Access requests' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'tool-form-access-new-390', { fullPage: false });
    await phone.context().close();

    admin = await openAddForm(1440);
    const form = admin.getByRole('dialog', { name: 'Add a tool' });
    await form.getByLabel('Title (English)').fill(title);
    await form.getByLabel('Description (English)').fill('Audit of the monthly payroll');
    await form.getByLabel('URL (English)').fill('https://payroll-audit.example.com');
    await form.locator('.categories-field input[type="checkbox"]').first().check();
    for (const field of ['Managers', 'Viewers (people or groups)']) {
      await form.getByRole('searchbox', { name: field }).fill('marc');
      await form.locator('.picker__result', { hasText: 'Marc Dubois' }).click();
      await form.getByRole('list', { name: field }).getByText('Marc Dubois').waitFor();
    }
    await expectNoSeriousAxeViolations(admin, 'add form with access settings');
    await form.getByRole('group', { name: 'Access requests' }).scrollIntoViewIfNeeded();
    await screenshot(admin, 'tool-form-access-new-1440', { fullPage: false });
    const created = admin.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/postApp');
    await form.getByRole('button', { name: 'Save' }).click();
    toolId = ((await (await created).json()) as { _id: string })._id;
    const policy = await eventually(() => api(admin!, 'GET', `access-requests/tools/${toolId}/policy`), (read) => read.body?.requestable === true, 'the new tool’s access settings');
    expect(policy.body).toMatchObject({ requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: null });
  });

  it('lets Emma ask for a private tool for 30 days, Marc approve it, and puts it on her wall', async () => {
    expect(toolId).toBeDefined();
    const marc = await front('marc.manager');
    await closeTourIfShown(marc);

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

    // Marc finds it in the tool's information under Managed tools, and approves it from his mail's link.
    await marc.goto(`${BASE_URL}/infos-tool/${toolId}/management`);
    await marc.locator('.tool-requests').getByRole('button', { name: /Approve/ }).first().waitFor();
    const asked = await waitForMail((mail) => mail.to.some((to) => /marc/i.test(to)) && mail.text.includes(title), 30_000);
    const link = /https?:\/\/\S+\/admin\/validations\?tab=access/.exec(asked.text)?.[0];
    expect(link).toBe(`${BASE_URL}/admin/validations?tab=access`);
    await marc.goto(link!);
    const row = marc.locator('tr', { hasText: title });
    await row.getByRole('button', { name: 'Approve' }).click();
    await marc.getByRole('dialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
    await row.getByText(/^Granted by Marc/).waitFor({ timeout: 15_000 });
    await screenshot(marc, 'access-requests-approved-1440', { fullPage: false });

    // The tool is on Emma's wall.
    const emma = await front('emma.employee');
    await closeTourIfShown(emma);
    await emma.locator('.wall').getByRole('link', { name: new RegExp(title) }).first().waitFor();
    const mine = await api(emma, 'GET', 'access-requests/mine');
    expect((mine.body as { toolId: string; state: string }[]).find((request) => request.toolId === toolId)?.state).toBe('granted');
    await emma.context().close();
  });

  it('takes the tool off Emma’s wall and shows her request expired once the clock passes the grant’s end', async () => {
    // The worker's expiry pass runs at its start and when asked, both on the moved clock.
    offsetMs = 31 * DAY_MS;
    worker = (await Test.createTestingModule({ imports: [WorkerModule] }).overrideProvider(ACCESS_CLOCK).useValue(clock).compile()).createNestApplication({ logger: false });
    await worker.init();
    await worker.get(AccessGrantExpiryJob).run();

    const emma = await front('emma.employee');
    const stateOf = async () => ((await api(emma, 'GET', 'access-requests/mine')).body as { toolId: string; state: string }[]).find((request) => request.toolId === toolId)?.state;
    await eventually(stateOf, (state) => state === 'expired', 'Emma’s request after its end', 30_000);
    await emma.reload();
    await closeTourIfShown(emma);
    await emma.locator('.wall').getByRole('link').first().waitFor();
    expect(await emma.locator('.wall').getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
    await emma.goto(`${BASE_URL}/access-requests`);
    await emma.locator('.my-request--expired', { hasText: title }).waitFor();
    await expectNoSeriousAxeViolations(emma, 'My requests with an expired grant');
    await screenshot(emma, 'access-requests-expired-1440', { fullPage: false });
  });
});
