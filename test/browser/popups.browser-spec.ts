import type { Browser, Page } from 'playwright-core';
import { BASE_URL, frontPageOf, launchChromium, screenshot } from './support/browser';

/** Screenshots show every image: lazy ones (tiles, background choices) are loaded first. */
async function screenshotLoaded(page: Page, name: string) {
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 10_000 });
  await screenshot(page, name);
}

const frontBackground = (page: Page) => page.locator('.front-page').evaluate((element) => (element as HTMLElement).style.getPropertyValue('--front-background'));

/**
 * The popups of the front page in Chromium: a manager proposes a tool with the form and finds it
 * pending among his managed tools; an employee changes her background and takes the tour.
 */
describe('front page popups in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('lets the manager add a tool, which then shows as pending in his managed tools, with its information popup', async () => {
    const page = await frontPageOf(browser, 'marc.manager'); // Marc reads the portal in French
    const title = `Outil proposé ${Date.now() % 1_000_000}`;

    await page.getByRole('link', { name: 'Ajouter un outil' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter un outil' });
    await form.waitFor();
    expect(page.url()).toBe(`${BASE_URL}/add-tool`);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Veuillez renseigner au moins l’anglais ou le français').waitFor();

    await form.getByLabel('Titre (Français)').fill(title);
    await form.getByLabel('Description (Français)').fill('Un outil proposé depuis le navigateur.');
    await form.getByLabel('URL (Français)').fill('ftp://outil.example.com');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('L’adresse doit commencer par http:// ou https://').waitFor();
    await form.getByLabel('URL (Français)').fill('https://outil.example.com');
    expect(await form.getByRole('list', { name: 'Gestionnaires' }).innerText()).toContain('Marc');
    await form.getByLabel('Public : tout le monde').check();
    // Every field is required, a category too: the refused saves said so under the categories.
    const categories = form.getByRole('group', { name: 'Catégories' });
    await categories.getByText('Le champ est obligatoire.').waitFor();
    await categories.getByRole('checkbox').first().check();
    await screenshot(page, 'tool-form-1440');
    await form.getByRole('button', { name: 'Enregistrer' }).click();

    await form.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${BASE_URL}/`);
    await page.getByText(/Votre demande a été envoyée/).waitFor();

    const wall = page.getByRole('region', { name: 'Outils', exact: true });
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('button', { name: /^Outils gérés/ }).click();
    const info = wall.getByRole('link', { name: new RegExp(`^Informations sur ${title}`) });
    await info.waitFor();
    await screenshotLoaded(page, 'tool-pending-managed-1440');

    await info.click();
    const popup = page.getByRole('dialog', { name: title });
    await popup.waitFor();
    await popup.getByRole('link', { name: 'Modification en attente' }).waitFor();
    await popup.getByText('Marc Dubois').waitFor(); // the managers' names
    await screenshot(page, 'tool-info-pending-1440');
    await page.goBack();
    await popup.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Ajouter un outil' }).click();
    await page.getByRole('dialog', { name: 'Ajouter un outil' }).waitFor();
    await screenshot(page, 'tool-form-390');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('lets the employee choose a background, kept after a reload, and go through the tour', async () => {
    const page = await frontPageOf(browser, 'emma.employee');

    await page.getByRole('link', { name: 'Change the background' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a background' });
    await picker.waitFor();
    expect(await picker.getByRole('button', { name: /^Background \d+$/ }).count()).toBe(19);
    await picker.getByRole('button', { name: 'Background 11' }).click();
    expect(await frontBackground(page)).toBe('url(/backgrounds/11.svg)');
    expect(await picker.getByRole('button', { name: 'Background 11' }).getAttribute('aria-pressed')).toBe('true');
    await screenshotLoaded(page, 'background-picker-1440');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await screenshotLoaded(page, 'background-11-1440');

    await page.reload();
    await page.locator('.front-page__heading').waitFor();
    expect(await frontBackground(page)).toBe('url(/backgrounds/11.svg)'); // saved with PUT updateUser

    await page.goto(`${BASE_URL}/?onboarding`);
    const steps = ['Your tools', 'Your bookmarks', 'Search', 'Add a tool'];
    for (const [index, name] of steps.entries()) {
      const step = page.getByRole('dialog', { name });
      await step.waitFor();
      await step.getByText(`Step ${index + 1} of 4`).waitFor();
      if (index === 0) {
        await screenshot(page, 'tour-1440');
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, 'tour-390');
        await page.setViewportSize({ width: 1440, height: 900 });
      }
      if (index < steps.length - 1) await step.getByRole('button', { name: 'Next' }).click();
      else await step.getByRole('button', { name: 'Finish' }).click();
    }
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForURL(`${BASE_URL}/`); // ?onboarding is gone

    await page.reload();
    await page.locator('.front-page__heading').waitFor();
    expect(await page.locator('.popup--tour').count()).toBe(0); // done, saved
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Change the background' }).click();
    await page.getByRole('dialog', { name: 'Choose a background' }).waitFor();
    await screenshotLoaded(page, 'background-picker-390');
    await page.keyboard.press('Escape');
    await screenshotLoaded(page, 'background-11-390');
    await page.context().close();
  });
});
