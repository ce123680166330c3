import type { Browser } from 'playwright-core';
import { BASE_URL, frontPageOf, launchChromium, screenshot, signInOnProviderPage } from './support/browser';

/**
 * The foundation's slice in a real browser: an employee signs in through the embedded OpenID
 * provider and sees the footer; an administrator edits it in the back-office and the employee sees the change.
 */
describe('footer journey in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('signs the employee in through the provider and shows the footer in English', async () => {
    const page = await frontPageOf(browser, 'emma.employee');
    await page.getByText(/connected/i).first().waitFor();
    await page.getByText('Emma', { exact: false }).first().waitFor();
    const footer = page.getByTestId('site-footer');
    await footer.getByText('Legal notice').waitFor();
    await screenshot(page, 'front-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'front-390');
    await page.context().close();
  });

  it('lets an administrator change the footer that the employee then sees', async () => {
    const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' })).newPage();
    await admin.goto(`${BASE_URL}/admin/footer`);
    await signInOnProviderPage(admin, 'alice.admin');
    await admin.waitForURL(/\/admin\/footer$/);
    const editor = admin.locator('[data-testid="footer-editor-en"] .ProseMirror');
    await editor.waitFor();
    await editor.click();
    await admin.keyboard.press('Control+A');
    const stamp = `Legal text edited in the browser ${Date.now()}`;
    await admin.keyboard.type(stamp);
    await admin.getByRole('button', { name: /save/i }).click();
    await admin.getByText('Footer saved', { exact: true }).waitFor();
    await screenshot(admin, 'admin-footer-1440');
    await admin.context().close();

    const page = await frontPageOf(browser, 'emma.employee');
    await page.getByTestId('site-footer').getByText(stamp).waitFor();
    await page.context().close();
  });
});
