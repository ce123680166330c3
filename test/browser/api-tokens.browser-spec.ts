import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchChromium, screenshot, signedInPage } from './support/browser';

/** A program's call from the page, with the token and without the page's cookies (as a pipeline makes it). */
async function programCall(page: Page, secret: string): Promise<number> {
  return page.evaluate(async (token) => {
    const response = await fetch('/api/integration/subsidiaries', { credentials: 'omit', headers: { Authorization: `Bearer ${token}` } });
    return response.status;
  }, secret);
}

/**
 * The API tokens page (issue 34 §4), in Chromium on the real server: an administrator creates a token from
 * the keyboard, copies its secret (shown once), a program calls with it, the administrator revokes it after
 * a confirmation and the program's next call is refused. The token made has a name unique to the run.
 */
describe('API tokens page (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('creates a token whose secret is shown once, works for a program, and is refused once revoked', async () => {
    const name = `Release pipeline ${Date.now() % 1_000_000_000}`;
    const page = await signedInPage(browser, 'alice.admin', { path: '/admin/api_tokens', url: /\/admin\/api_tokens$/ });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('link', { name: 'Create a token' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: /^catalogue:read/ }).press('Space');
    await screenshot(page, 'api-tokens-create-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create a token' }).press('Enter');

    const reveal = page.getByRole('dialog', { name: 'Copy the token now' });
    const secret = await reveal.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(secret).toMatch(/^ptk_[A-Za-z0-9_-]{43}$/);
    await reveal.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'api-tokens-secret-once-1440', { fullPage: false });
    await expectNoSeriousAxeViolations(page, 'back-office api tokens secret');
    await reveal.getByRole('button', { name: 'I have stored it' }).click();
    await reveal.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    expect(await programCall(page, secret)).toBe(200);
    const row = page.locator('tr', { hasText: name });
    await page.reload();
    await row.getByText('Active').waitFor();
    await screenshot(page, 'api-tokens-list-1440');
    await expectNoSeriousAxeViolations(page, 'back-office api tokens');

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: `Revoke "${name}"?` }).getByRole('button', { name: 'Confirm' }).click();
    await row.getByText('Revoked').waitFor();
    expect(await programCall(page, secret)).toBe(401);
    await page.context().close();
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])('shows who owns people and groups in the Provisioning section of the configuration page at %i px', async (width, height) => {
    const page = await signedInPage(browser, 'alice.admin', { path: '/admin/config', url: /\/admin\/config$/, width, height });
    const heading = page.getByRole('heading', { name: 'Provisioning: who owns people and groups' });
    await heading.waitFor();
    const help = page.getByText('SCIM is at /scim/v2', { exact: false });
    for (const owner of ['People', 'Groups']) await page.getByRole('combobox', { name: new RegExp(`^${owner}`) }).waitFor();
    // The help's last line clear of the selects' floating labels, and both selects on screen: none cut off at the right.
    const helpBox = (await help.boundingBox())!;
    for (const owner of ['People', 'Groups']) {
      const select = page.getByRole('combobox', { name: new RegExp(`^${owner}`) });
      // The select is labelled by its floating label first (MUI's aria-labelledby="<label> <select>").
      const labelId = (await select.getAttribute('aria-labelledby'))!.split(' ')[0];
      const label = (await page.locator(`[id="${labelId}"]`).boundingBox())!;
      const field = (await select.boundingBox())!;
      expect(label.y).toBeGreaterThanOrEqual(helpBox.y + helpBox.height);
      expect(field.x + field.width).toBeLessThanOrEqual(width);
    }
    // At the page's end both selects are above the Save toolbar (fixed at the bottom on a phone), not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const saveBox = (await page.getByRole('button', { name: 'Save' }).boundingBox())!;
    const lastBox = (await page.getByRole('combobox', { name: /^Groups/ }).boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(saveBox.y);
    // The bar's title is read whole, and the language button (icons only on a phone) keeps its name.
    const title = page.locator('#react-admin-title');
    expect(await title.textContent()).toBe('Configuration');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'English' }).waitFor();
    await screenshot(page, `config-provisioning-${width}`, { fullPage: false });
    await expectNoSeriousAxeViolations(page, `back-office configuration, provisioning section at ${width} px`);
    await page.context().close();
  });
});
