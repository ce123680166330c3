import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { BASE_URL, launchChromium, screenshot, signedInPage } from './support/browser';
import { api } from './support/page-api';

/**
 * Issue 13's back-office: the tools list fits a 1280 px laptop in every language (cut names whole on
 * hover), the extra-approval popin names its tool and keeps its status apart from its cancel button,
 * and passes axe (no serious or critical WCAG 2.2 AA violation).
 */
describe('a polished back-office (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  const signedIn = (loginId: string, path: string, { width = 1440, language = 'en', url = /\/admin/ } = {}): Promise<Page> =>
    signedInPage(browser, loginId, { path, url, width, language, locale: 'en-US' });

  it.each(['en', 'fr', 'zh', 'ja'])('fits the tools list in 1280 px in %s, the whole name of a cut one on hover', async (language) => {
    const admin = await signedIn('alice.admin', '/admin', { width: 1280, language });
    await admin.locator('main tbody tr').nth(10).waitFor();
    const { scroll, client } = await admin.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    const add = await admin.locator('a[href$="/add-tool"]').boundingBox();
    expect(add && add.x + add.width).toBeLessThanOrEqual(1280);
    if (language === 'fr') {
      await screenshot(admin, 'admin-tools-fr-1280', { fullPage: false });
      const cut = admin.getByTestId('tool-name-cut').first();
      await cut.hover();
      const whole = (await cut.locator('span').nth(1).textContent())!;
      await admin.getByRole('tooltip').getByText(whole, { exact: true }).waitFor();
      await admin.setViewportSize({ width: 1440, height: 900 });
      await screenshot(admin, 'admin-tools-fr-1440', { fullPage: false });
    }
    await admin.context().close();
  });

  it('names the tool in the extra-approval popin and keeps the Pending chip beside the cancel button', async () => {
    const title = `Desk ${Date.now() % 100_000_000}`; // under 18 characters: the approvals table cuts longer names
    const manager = await signedIn('marc.manager', '/', { url: new RegExp(`^${BASE_URL}/$`) });
    const categories = await api(manager, 'GET', 'categories/all');
    const proposed = await api(manager, 'POST', 'postApp', {
      title: { en: title }, description: { en: `${title}, proposed by a journey` }, url: { en: 'https://tools.example.com' },
      users: ['all'], categories: [categories.body[0]._id],
    });
    expect(proposed.status).toBe(201);
    await manager.context().close();

    for (const width of [1440, 1280]) {
      const admin = await signedIn('alice.admin', '/admin/validations', { width });
      const row = admin.locator('tr', { hasText: title });
      await row.getByRole('link', { name: /Extra approval|Awaiting/ }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('heading', { name: `Extra approval for “${title}”` }).waitFor();
      if (width === 1440) {
        await dialog.getByLabel('Validator (a person or a group)').fill('Petit');
        await admin.getByRole('option', { name: /Victor Petit/ }).click();
        await dialog.getByRole('button', { name: 'Ask' }).click();
        await admin.getByText('Extra approval requested', { exact: true }).waitFor();
        await row.getByRole('link', { name: /Awaiting/ }).click();
      }
      const cancel = dialog.getByRole('button', { name: 'Cancel extra approval' });
      const chip = dialog.getByText('Pending', { exact: true });
      const [a, b] = [await chip.boundingBox(), await cancel.boundingBox()];
      const overlap = !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap).toBe(false);
      await screenshot(admin, `admin-extra-approval-popin-${width}`, { fullPage: false });
      if (width === 1440) await expectNoSeriousAxeViolations(admin, 'back-office extra-approval popin', '[role="dialog"]');
      await admin.context().close();
    }
  });
});
