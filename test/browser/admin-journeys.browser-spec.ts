import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { ARTIFACTS, BASE_URL, launchChromium, screenshot, signedInPage } from './support/browser';
import { api } from './support/page-api';

/**
 * The back-office journeys of issue 7, in Chromium on the real server: an extra approval rejected by
 * the validator with a reason the administrator reads on hover; managers added to three tools at once;
 * categories exported, edited and imported back (and a non-JSON file refused); a sub-administrator kept
 * out of another subsidiary's tool; the way back to the portal announcing the switch (GET navAdmin).
 * Every journey makes its own data with a unique name, so it runs in any order, twice on the same base.
 */
describe('back-office journeys (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** A short stamp unique to a run, to name what a journey creates. */
  const stamp = () => `${Date.now() % 1_000_000_000}`.padStart(9, '0');

  const signedIn = (loginId: string, path: string, url: RegExp): Promise<Page> => signedInPage(browser, loginId, { path, url });

  /** Retries an assertion about the page until it holds (the list reloads after a search or a change). */
  async function eventually(assertion: () => Promise<void>, timeoutMs = 15_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await assertion();
      } catch (failure) {
        if (Date.now() > until) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** A tool for postApp: every field filled, one of the seeded categories included (a category is required). */
  async function toolBody(page: Page, title: string, extra: Record<string, unknown> = {}) {
    const categories = await api(page, 'GET', 'categories/all');
    const category = categories.body[0]._id;
    return {
      title: { en: title }, description: { en: `${title}, made by a browser journey` }, url: { en: 'https://tools.example.com' },
      users: ['all'], categories: [category], ...extra,
    };
  }

  /** Picks one entry of a directory picker: types part of the name, then chooses the suggestion. */
  async function pick(page: Page, label: string, typed: string, option: RegExp) {
    await page.getByRole('dialog').getByLabel(label).fill(typed);
    await page.getByRole('option', { name: option }).click();
  }

  it('shows the administrator, on hover, why a validator rejected the extra approval they asked', async () => {
    const title = `Expenses ${stamp()}`;
    const reason = `Not in this year's budget (${title})`;
    const manager = await signedIn('marc.manager', '/', new RegExp(`^${BASE_URL}/$`));
    const proposed = await api(manager, 'POST', 'postApp', await toolBody(manager, title));
    expect(proposed.status).toBe(201);
    expect(proposed.body.has_pending_validation).toBe(true);
    await manager.context().close();

    const admin = await signedIn('alice.admin', '/admin/validations', /\/admin\/validations$/);
    const row = admin.locator('tr', { hasText: title });
    await row.getByRole('link', { name: 'Extra approval' }).click();
    await pick(admin, 'Validator (a person or a group)', 'Petit', /Victor Petit/);
    await screenshot(admin, 'journey-extra-approval-ask-1440', { fullPage: false });
    await admin.getByRole('dialog').getByRole('button', { name: 'Ask' }).click();
    await admin.getByText('Extra approval requested', { exact: true }).waitFor();
    await row.getByText('Awaiting Victor Petit').waitFor();
    await screenshot(admin, 'journey-extra-approval-awaiting-1440');

    // The validator, in a browser of their own, lands on the approvals awaiting them.
    const validator = await signedIn('victor.validator', '/admin', /\/admin\/validations$/);
    const awaiting = validator.locator('tr', { hasText: title });
    await awaiting.getByRole('link', { name: 'Reject' }).click();
    const rejection = validator.getByRole('dialog');
    await rejection.getByRole('button', { name: 'Reject' }).click();
    await rejection.getByText('This field is required.').waitFor(); // no reason, no rejection (the spec's wording)
    await rejection.getByLabel('Message').fill(reason);
    await screenshot(validator, 'journey-extra-approval-reject-1440', { fullPage: false });
    await rejection.getByRole('button', { name: 'Reject' }).click();
    await validator.getByText('Extra approval rejected', { exact: true }).waitFor();
    await awaiting.waitFor({ state: 'detached' });
    await screenshot(validator, 'journey-extra-approval-rejected-validator-1440');
    await validator.context().close();

    await admin.reload();
    await row.getByRole('link', { name: 'Extra approval' }).click();
    const status = admin.getByRole('dialog').getByText('Rejected', { exact: true });
    await status.hover();
    await admin.getByRole('tooltip').getByText(`Reason: ${reason}`).waitFor();
    await screenshot(admin, 'journey-extra-approval-reason-1440', { fullPage: false });

    // Leave the approvals as they were: the administrator approves the request.
    await admin.keyboard.press('Escape');
    await admin.waitForURL(/\/admin\/validations$/);
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Request approved', { exact: true }).waitFor();
    await admin.context().close();
  });

  it('adds a manager to three checked tools at once from the tools list', async () => {
    const prefix = `Bulk ${stamp()}`;
    const admin = await signedIn('alice.admin', '/admin', /\/admin\/?$/);
    const ids: string[] = [];
    for (const letter of ['A', 'B', 'C']) {
      const created = await api(admin, 'POST', 'postApp', await toolBody(admin, `${prefix} ${letter}`));
      expect(created.status).toBe(201);
      ids.push(created.body._id ?? created.body.id);
    }
    await admin.getByPlaceholder('Search').fill(prefix);
    const rows = admin.locator('tbody tr', { hasText: prefix });
    await eventually(async () => expect(await rows.count()).toBe(3));
    for (const row of await rows.all()) await row.locator('td input[type="checkbox"]').check();
    await admin.getByRole('button', { name: 'Add managers' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Add managers to the 3 checked tools').waitFor();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('This field is required.').waitFor(); // nobody chosen: nothing is sent
    await pick(admin, 'Managers', 'Petit', /Victor Petit/);
    await screenshot(admin, 'journey-bulk-managers-pick-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await admin.getByText('Managers added to 3 tools', { exact: true }).waitFor();
    await eventually(async () => expect(await rows.filter({ hasText: 'Victor Petit' }).count()).toBe(3));
    await screenshot(admin, 'journey-bulk-managers-done-1440');

    // The server holds it too: each tool keeps its creator and gains the manager.
    for (const id of ids) {
      const tool = await api(admin, 'GET', `admin/tools/${id}`);
      expect(tool.status).toBe(200);
      expect(tool.body.managers).toHaveLength(2);
    }
    expect((await api(admin, 'PUT', `deleteApps/${ids.join(',')}`)).status).toBe(200);
    await admin.context().close();
  });

  it('imports categories from a JSON file exported by the page, and refuses a file that is not JSON', async () => {
    const name = `Import ${stamp()}`;
    const admin = await signedIn('alice.admin', '/admin/categories/add', /\/admin\/categories\/add$/);
    const dialog = admin.getByRole('dialog');
    const icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#2e86e4' } }).png().toBuffer();
    await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(name);
    await dialog.getByLabel('Choose an icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
    await dialog.locator('img[src^="data:image/png"]').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Category added', { exact: true }).waitFor();

    // The page's own export, edited as a person would: the new category renamed.
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export as JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^categories-\d{8}-\d{6}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { name: Record<string, string> }[];
    const entry = exported.find((category) => category.name.en === name);
    expect(entry).toBeDefined();
    const fixture = join(ARTIFACTS, `journey-categories-${name.replace(/\W+/g, '-')}.json`);
    await writeFile(fixture, JSON.stringify([{ ...entry, name: { ...entry!.name, en: `${name} renamed` } }], null, 2));

    await admin.getByRole('link', { name: 'Import' }).click();
    await admin.waitForURL(/\/admin\/categories\/import$/);
    await admin.getByLabel('Choose a JSON file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('name;icon\nTravel;x.png\n') });
    await admin.getByRole('dialog').getByText('Selected file is not in JSON format.').waitFor();
    await screenshot(admin, 'journey-categories-not-json-1440', { fullPage: false });
    // Refused before sending: the category keeps its name.
    // (The table behind the popin is hidden from the accessibility tree: look at its rows directly.)
    expect(await admin.locator('tbody tr', { hasText: `${name} renamed` }).count()).toBe(0);
    expect(await admin.locator('tbody tr', { hasText: name }).count()).toBe(1);

    await admin.getByLabel('Choose a JSON file').setInputFiles(fixture);
    await admin.getByText('Categories imported: 0 created, 1 updated', { exact: true }).waitFor();
    await admin.waitForURL(/\/admin\/categories$/);
    const renamed = admin.getByRole('row', { name: new RegExp(`${name} renamed`) });
    await renamed.waitFor();
    await screenshot(admin, 'journey-categories-imported-1440');

    // Remove it, so other journeys see the seeded categories.
    await renamed.getByRole('link', { name: 'Edit' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Category deleted', { exact: true }).waitFor();
    await admin.context().close();
  });

  it("keeps a sub-administrator out of another subsidiary's tool, in the list and by direct address", async () => {
    const title = `Far ${stamp()}`; // short enough for the list to show it whole
    const admin = await signedIn('alice.admin', '/admin', /\/admin\/?$/);
    const subsidiaries = await api(admin, 'GET', 'admin/subsidiaries');
    const other = (subsidiaries.body as { id: string; name: string }[]).find((subsidiary) => subsidiary.name !== 'Northwind Europe');
    expect(other).toBeDefined();
    const created = await api(admin, 'POST', 'postApp', await toolBody(admin, title, { subsidiaryId: other!.id }));
    expect(created.status).toBe(201);
    const id: string = created.body._id ?? created.body.id;

    // The same search finds it for the administrator…
    await admin.getByPlaceholder('Search').fill(title);
    await admin.locator('tbody tr', { hasText: title }).waitFor();

    // …and not for the sub-administrator, whose list holds their subsidiary's tools only.
    const sub = await signedIn('sophie.subadmin', '/admin', /\/admin\/?$/);
    await sub.locator('tbody tr').first().waitFor();
    await sub.getByPlaceholder('Search').fill(title);
    await sub.waitForURL((url) => decodeURIComponent(url.search.replace(/\+/g, ' ')).includes(title));
    await sub.waitForLoadState('networkidle');
    await eventually(async () => expect(await sub.locator('tbody tr').count()).toBe(0));
    await screenshot(sub, 'journey-subadmin-search-other-1440', { fullPage: false });

    await sub.goto(`${BASE_URL}/admin/edit-tool/${id}`);
    // A tool she cannot see answers 404, as an unknown id would (issue 12): the popin says it could not
    // be loaded and shows no form, without telling her the tool exists.
    await sub.getByText('The tool could not be loaded.').waitFor();
    expect(await sub.getByLabel('Title (English)').count()).toBe(0);
    expect(new URL(sub.url()).pathname).toBe(`/admin/edit-tool/${id}`);
    await screenshot(sub, 'journey-subadmin-edit-other-404-1440');
    await sub.context().close();

    expect((await api(admin, 'PUT', `deleteApps/${id}`)).status).toBe(200);
    await admin.context().close();
  });

  it('announces the switch with GET navAdmin when the administrator goes back to the portal', async () => {
    const admin = await signedIn('alice.admin', '/admin', /\/admin\/?$/);
    await admin.locator('tbody tr').first().waitFor();
    const announced = admin.waitForResponse((response) => new URL(response.url()).pathname === '/api/navAdmin');
    await admin.getByRole('link', { name: 'Back to the portal' }).click();
    expect((await announced).status()).toBe(204);
    await admin.waitForURL(new RegExp(`^${BASE_URL}/$`));
    await admin.locator('.front-page__heading').waitFor();
    await screenshot(admin, 'journey-back-to-portal-1440', { fullPage: false });
    await admin.context().close();
  });
});
