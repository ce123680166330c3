import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { BASE_URL, launchChromium, screenshot, signInOnProviderPage } from './support/browser';

/**
 * The reference-data pages in a real browser: an administrator reorders the default tools with the
 * keyboard (dnd-kit's keyboard sensor, the same moves as a mouse drag), the order survives a reload,
 * and every page of the group renders (screenshots at 1440 px in test-artifacts/).
 */
describe('back-office reference data in Chromium', () => {
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' })).newPage();
    await admin.goto(`${BASE_URL}/admin/default_tools`);
    await signInOnProviderPage(admin, 'alice.admin');
    await admin.waitForURL(/\/admin\/default_tools$/);
  });
  afterAll(() => browser?.close());

  const rowNames = async () => {
    await admin.getByTestId('default-tool-row').first().waitFor();
    return admin.getByTestId('default-tool-row').locator('td:nth-child(3)').allInnerTexts();
  };

  async function moveDown(name: string) {
    const handle = admin.getByRole('button', { name: `Move ${name}` });
    await handle.focus();
    // dnd-kit measures the rows between key presses: give it a frame or two each time.
    await admin.keyboard.press('Space');
    await admin.waitForTimeout(200);
    await admin.keyboard.press('ArrowDown');
    await admin.waitForTimeout(300);
    await admin.keyboard.press('Space');
    await admin.getByText('Order saved', { exact: true }).first().waitFor();
  }

  it('moves a default tool with the keyboard and back with the mouse, and the order stays after a reload', async () => {
    const before = await rowNames();
    expect(before.length).toBeGreaterThan(1);
    await screenshot(admin, 'admin-default-tools-1440');
    await moveDown(before[0]);

    const expected = [before[1], before[0], ...before.slice(2)];
    await admin.reload();
    await admin.waitForFunction(
      (first) => document.querySelector('[data-testid="default-tool-row"] td:nth-child(3)')?.textContent === first,
      expected[0],
    );
    expect(await rowNames()).toEqual(expected);

    // Put it back with the mouse (drag the moved tool's handle above the first row), so other journeys
    // see the seeded order.
    const handle = await admin.getByRole('button', { name: `Move ${before[0]}` }).boundingBox();
    const firstRow = await admin.getByTestId('default-tool-row').first().boundingBox();
    if (!handle || !firstRow) throw new Error('rows not laid out');
    await admin.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(handle.x + handle.width / 2, firstRow.y + 4, { steps: 12 });
    await admin.waitForTimeout(200);
    await admin.mouse.up();
    await admin.getByText('Order saved', { exact: true }).first().waitFor();
    await admin.reload();
    await admin.waitForFunction(
      (first) => document.querySelector('[data-testid="default-tool-row"] td:nth-child(3)')?.textContent === first,
      before[0],
    );
    expect(await rowNames()).toEqual(before);
  });

  it('opens the add popin over the list and closes it with Escape', async () => {
    await admin.goto(`${BASE_URL}/admin/default_tools/add`);
    await admin.getByRole('dialog').getByRole('combobox', { name: 'Tool' }).waitFor();
    await screenshot(admin, 'admin-default-tools-add-1440');
    await admin.keyboard.press('Escape');
    await admin.waitForURL(/\/admin\/default_tools$/);
  });

  it('adds a subsidiary with a free company, renames it, then deletes it after the confirmation', async () => {
    const name = `Journey subsidiary ${Date.now()}`;
    await admin.goto(`${BASE_URL}/admin/subsidiaries/add`);
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Companies' }).click();
    await admin.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/admin\/subsidiaries$/);
    await admin.getByText('Subsidiary added', { exact: true }).waitFor();
    await admin.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${name} (renamed)`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Subsidiary edited', { exact: true }).waitFor();
    await admin.getByRole('row', { name: new RegExp(`${name} \\(renamed\\)`) }).getByRole('link', { name: 'Edit' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Subsidiary deleted', { exact: true }).waitFor();
    expect(await admin.getByText(`${name} (renamed)`).count()).toBe(0);
  });

  it('adds a category with a 64 px icon chosen in the browser, then deletes it', async () => {
    const name = `Journey ${Date.now()}`;
    const icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#e4572e' } }).png().toBuffer();
    await admin.goto(`${BASE_URL}/admin/categories/add`);
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(name);
    await dialog.getByLabel('Choose an icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
    await dialog.locator('img[src^="data:image/png"]').waitFor(); // the preview of the checked icon
    await screenshot(admin, 'admin-categories-add-1440');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Category added', { exact: true }).waitFor();
    // Then remove it, so other journeys see the seeded categories.
    await admin.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: 'Edit' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Category deleted', { exact: true }).waitFor();
    expect(await admin.getByText(name).count()).toBe(0);
  });

  it('runs a test-mode import of the example files and shows its report', async () => {
    const examples = join(__dirname, '../../docs/import-examples');
    await admin.goto(`${BASE_URL}/admin/import-config`);
    await admin.getByLabel('Users file', { exact: true }).setInputFiles(join(examples, 'users.csv'));
    await admin.getByLabel('Services file', { exact: true }).setInputFiles(join(examples, 'services.csv'));
    const testMode = admin.getByRole('checkbox', { name: 'Test mode (check only, write nothing)' });
    if (!(await testMode.isChecked())) await testMode.check();
    await admin.getByRole('button', { name: 'Import' }).click();
    const report = admin.getByTestId('import-report');
    // The example files hold rows made to be rejected: the check may end either way; it must end.
    await report.getByText(/^(Completed|Failed)$/).waitFor({ timeout: 60000 });
    await report.getByText('Test mode: nothing was written.').waitFor();
    await screenshot(admin, 'admin-import-report-1440');
    await report.getByText('Rejected rows').waitFor();
    await screenshot(admin, 'admin-import-report-1440');
    // Leave the stored setting as the seed had it.
    await testMode.uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Import settings saved', { exact: true }).waitFor();
  });

  it.each([
    ['subsidiaries', 'Name'],
    ['categories', 'Export as JSON'],
    ['users', 'Last name'],
    ['logs', 'Export as CSV'],
    ['config', 'Help link of the tool form, per language'],
    ['import-config', 'Users file'],
  ])('shows the %s page', async (path, text) => {
    await admin.goto(`${BASE_URL}/admin/${path}`);
    await admin.getByText(text, { exact: true }).first().waitFor();
    await admin.waitForLoadState('networkidle');
    await screenshot(admin, `admin-${path}-1440`);
  });

  it('gives a sub-administrator the tool list and the default tools only, and sends them to the 403 page elsewhere', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const sub = await context.newPage();
    await sub.goto(`${BASE_URL}/admin/default_tools`);
    await signInOnProviderPage(sub, 'sophie.subadmin');
    await sub.waitForURL(/\/admin\/default_tools$/);
    await sub.getByRole('link', { name: 'Add a default tool' }).waitFor();
    await sub.getByText('Default tools, in the order they are added to bookmarks').waitFor();
    const menu = sub.getByRole('menuitem');
    // Sub-administrators get their subsidiary's tool list and default tools (spec section 6), the usage of their subsidiary's
    // tools, the announcements they write for their subsidiary (issue 36), and the access requests they approve (issue 35).
    expect(await menu.allInnerTexts()).toEqual(['Tools', 'Access requests', 'Default tools', 'Usage', 'Announcements']);
    // No checkboxes: deleting default tools is for administrators.
    expect(await sub.getByRole('checkbox').count()).toBe(0);
    await screenshot(sub, 'admin-default-tools-subadmin-1440');
    await sub.goto(`${BASE_URL}/admin/subsidiaries`);
    await sub.waitForURL(/\/error-403$/);
    await context.close();
  });
});
