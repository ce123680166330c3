import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations, reportAxeSummary } from './support/axe';
import { expectSignedOut } from './support/sign-out';
import { BASE_URL, closeTourIfShown, launchChromium, screenshot, signInOnProviderPage } from './support/browser';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * The error pages as a person meets them, and the header menus of the administrator, on the real
 * api + worker with the seeded demo; the server's failures are played with page.route.
 */
describe('header menus and error pages in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    reportAxeSummary('header and error pages');
    await browser?.close();
  });

  async function newPage(viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: 'en-GB' });
    return context.newPage();
  }

  /** Opens the portal, signs `login` in at the provider and waits for the first page after it. */
  async function signedIn(login: string, viewport = DESKTOP, path = '/'): Promise<Page> {
    const page = await newPage(viewport);
    await page.goto(`${BASE_URL}${path}`);
    await signInOnProviderPage(page, login);
    return page;
  }

  /** Screenshots the page at both widths, under `name`-1440 and `name`-390, checking each with axe. */
  async function screenshotBothWidths(page: Page, name: string) {
    await page.setViewportSize(DESKTOP);
    await screenshot(page, `${name}-1440`);
    await expectNoSeriousAxeViolations(page, name);
    await page.setViewportSize(PHONE);
    await screenshot(page, `${name}-390`);
    await expectNoSeriousAxeViolations(page, name);
  }

  /** The error pages' way out: signing out ends the session, and the next visit signs in again (another account). */
  async function switchAccountToEmma(page: Page) {
    await page.getByRole('button', { name: /Sign out or switch account/ }).click();
    await expectSignedOut(page);
    await signInOnProviderPage(page, 'emma.employee');
    await page.waitForURL(`${BASE_URL}/`);
    await page.locator('.front-page__heading').waitFor();
    await page.context().close();
  }

  describe('error journeys', () => {
    it('tells nina.notregistered, in French and English, to write to the support mailbox', async () => {
      const page = await signedIn('nina.notregistered');
      const heading = page.getByRole('heading', { level: 1 });
      await heading.getByText('You are not registered in the portal').waitFor();
      expect(await heading.textContent()).toContain('Vous n’êtes pas enregistré dans le portail');
      const mailbox = page.locator('a[href^="mailto:"]').first();
      expect(await mailbox.getAttribute('href')).toMatch(/^mailto:.+@.+/);
      expect(await page.locator('section[lang="fr"]').count()).toBe(1);
      expect(await page.locator('section[lang="en"]').count()).toBe(1);
      await screenshotBothWidths(page, 'error-not-registered');
      await switchAccountToEmma(page);
    });

    it('sends dan.disabled to /error-user, which says to wait 24 hours and lets him sign out or switch account', async () => {
      const page = await signedIn('dan.disabled');
      await page.waitForURL(`${BASE_URL}/error-user`);
      await page.getByText(/wait 24 hours/).waitFor();
      // No link home: the start-up would only bring him back here.
      expect(await page.getByRole('link', { name: /Back to home page/ }).count()).toBe(0);
      await screenshotBothWidths(page, 'error-user');
      await switchAccountToEmma(page);
    });

    it('shows the not-found page with a link home for an unknown path', async () => {
      const page = await signedIn('emma.employee');
      await closeTourIfShown(page);
      await page.goto(`${BASE_URL}/no-such-page`);
      await page.getByRole('heading', { name: 'Content not found' }).waitFor();
      const home = page.getByRole('link', { name: 'Back to home page' });
      expect(await home.getAttribute('href')).toBe('/');
      await screenshotBothWidths(page, 'error-not-found');
      await home.click();
      await page.waitForURL(`${BASE_URL}/`);
      await page.locator('.front-page__heading').waitFor();
      await page.context().close();
    });

    it('sends the user to /error-unavailable when the server cannot be reached at all', async () => {
      const page = await newPage();
      await page.route(/\/api\/(getOneUser|login)\b/, (route) => route.abort('connectionrefused'));
      await page.goto(BASE_URL);
      await page.waitForURL(`${BASE_URL}/error-unavailable`);
      await page.getByRole('heading', { name: 'Service unavailable' }).waitFor();
      await page.getByRole('link', { name: 'Back to home page' }).waitFor();
      await screenshotBothWidths(page, 'error-unavailable');
      await page.context().close();
    });

    it('sends the user to /error-500 when a call answers 500', async () => {
      const page = await signedIn('emma.employee');
      await closeTourIfShown(page);
      await page.route(/\/api\/getOneUser\b/, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'internal_error' } }) }),
      );
      await page.reload();
      await page.waitForURL(`${BASE_URL}/error-500`);
      await page.getByRole('heading', { name: 'Page temporarily unavailable' }).waitFor();
      await page.getByText(/contact your local support/).waitFor();
      await screenshotBothWidths(page, 'error-500');
      await page.context().close();
    });
  });

  describe('header menus', () => {
    it('lets alice.admin open Management by keyboard and follow Approvals into the back-office', async () => {
      const page = await signedIn('alice.admin');
      await page.waitForURL(`${BASE_URL}/`);
      await closeTourIfShown(page);
      const nav = page.getByRole('navigation', { name: 'Administration' });
      expect(await nav.getByRole('button').allTextContents()).toEqual(['Tools▾', 'Profiles▾', 'Management▾']);
      const management = nav.getByRole('button', { name: 'Management' });
      await management.focus();
      await page.keyboard.press('Enter');
      expect(await management.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      const validations = nav.getByRole('link', { name: 'Approvals' });
      expect(await validations.evaluate((link) => link === document.activeElement)).toBe(true);
      await screenshot(page, 'header-management-open-1440', { fullPage: false });

      await page.keyboard.press('Escape');
      expect(await management.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      const navAdmin = page.waitForRequest((request) => /\/api\/navAdmin\?date=\d+/.test(request.url()));
      await page.keyboard.press('Enter');
      expect((await (await navAdmin).response())?.status()).toBe(204);
      await page.waitForURL(`${BASE_URL}/admin/validations`);
      await page.context().close();
    });

    it('collapses the administrator menus into one menu button on a phone', async () => {
      const page = await signedIn('alice.admin', PHONE);
      await page.waitForURL(`${BASE_URL}/`);
      await closeTourIfShown(page);
      const nav = page.getByRole('navigation', { name: 'Administration' });
      expect(await nav.getByRole('button').allTextContents()).toEqual(['Menu▾']);
      await nav.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('list', { name: 'Management' }).getByRole('link', { name: 'Approvals' }).waitFor();
      await screenshot(page, 'header-menu-open-390', { fullPage: false });
      await screenshot(page, 'admin-menu-phone-390', { fullPage: false });
      // Only the header: the open panel lies over the wall's tiles, and axe's target-size rule then
      // counts a tile's links as crowded by the panel's links, depending on whether the wall had loaded
      // (the wall itself is checked at 390 px in front-polish).
      await expectNoSeriousAxeViolations(page, 'admin menu open', 'header');
      // The whole panel, down to Logs and Users, lies inside the viewport at every width.
      for (const width of [390, 320, 768, 1024]) {
        await page.setViewportSize({ width, height: 844 });
        const box = (await page.locator('.header-menu__panel').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        for (const name of ['Tools', 'Logs', 'Users']) expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
      await page.context().close();
    });

    it('gives sophie.subadmin a link that switches to the back-office', async () => {
      const page = await signedIn('sophie.subadmin');
      await page.waitForURL(`${BASE_URL}/`);
      await closeTourIfShown(page);
      const nav = page.getByRole('navigation', { name: 'Administration' });
      expect(await nav.getByRole('button').count()).toBe(0);
      const backOffice = nav.getByRole('link', { name: 'Back-office' });
      expect(await backOffice.getAttribute('href')).toBe('/admin/');
      await screenshot(page, 'header-subadmin-1440', { fullPage: false });
      const navAdmin = page.waitForRequest((request) => /\/api\/navAdmin\?date=\d+/.test(request.url()));
      await backOffice.click();
      await navAdmin;
      await page.waitForURL(`${BASE_URL}/admin/`);
      await page.context().close();
    });

    it('shows emma.employee no administration menus, but the parent portal link', async () => {
      const page = await signedIn('emma.employee');
      await page.waitForURL(`${BASE_URL}/`);
      await closeTourIfShown(page);
      expect(await page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
      // Beside "Sign out", only the News entry every person has (its unread count varies with the shared data).
      const buttons = await page.locator('.site-header').getByRole('button').allTextContents();
      expect(buttons.map((text) => (text.startsWith('News') ? 'News' : text))).toEqual(['News', 'Sign out']);
      expect(await page.getByRole('link', { name: 'Company portal' }).getAttribute('href')).toMatch(/^https?:\/\/.+\/en\/$/);
      await screenshot(page, 'header-employee-1440', { fullPage: false });
      await page.setViewportSize(PHONE);
      await screenshot(page, 'header-employee-390', { fullPage: false });
      await page.context().close();
    });
  });
});
