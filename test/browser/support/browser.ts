import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3100';
export const ARTIFACTS = join(__dirname, '../../../test-artifacts');

const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** Debian's Chromium, never a downloaded browser; no background traffic to the outside. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * The same Chromium on a profile kept in `userDataDir`, like a person's own browser: unlike the
 * private contexts of `launchChromium`, it keeps V8's code cache, so a reload does not parse and
 * compile the page's scripts again.
 */
export function launchChromiumProfile(userDataDir: string, options: { viewport: { width: number; height: number } }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, ...options });
}

/** On the embedded provider's page, picks the demo account; the portal then brings the browser back. */
export async function signInOnProviderPage(page: Page, loginId: string) {
  await page.waitForSelector(`button[data-login="${loginId}"]`);
  await page.click(`button[data-login="${loginId}"]`);
}

/**
 * A new browser context in `language` (the interface language both apps share, web-admin/src/i18n/language.ts)
 * at `width`, opened at `path` and signed in as `loginId` on the provider's page; resolves once back on `url`.
 */
export async function signedInPage(
  browser: Browser,
  loginId: string,
  { path, url, width = 1440, height = 900, language = 'en', locale = 'en-GB' }: { path: string; url: RegExp; width?: number; height?: number; language?: string; locale?: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale });
  // Runs in the page: globalThis is its window.
  await context.addInitScript((lang) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('portal.language', lang), language);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  await signInOnProviderPage(page, loginId);
  await page.waitForURL(url);
  return page;
}

/**
 * A new browser context at `width` × `height` on the employee front, signed in as `loginId` (in the language of
 * their profile), back on the front page with the first-visit tour closed.
 */
export async function frontPageOf(browser: Browser, loginId: string, { width = 1440, height = 900 }: { width?: number; height?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(BASE_URL);
  await signInOnProviderPage(page, loginId);
  await page.waitForURL(`${BASE_URL}/`);
  await closeTourIfShown(page);
  return page;
}

/** The whole page by default; `fullPage: false` keeps what the viewport shows (a popin over a long list). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

/**
 * Demo accounts have not done the first-visit tour, so it opens over the front page after sign-in;
 * journeys about something else close it (which saves it as done) before they click anything.
 * The tour is drawn with the heading when the user has not done it (or the address asks for it): once
 * done, the server's answer says so and nothing is waited for.
 */
export async function closeTourIfShown(page: Page) {
  await page.locator('.front-page__heading').waitFor();
  const tour = page.locator('.popup--tour');
  let shown = await tour.isVisible();
  if (!shown && (await tourExpected(page))) {
    shown = await tour.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
  }
  if (shown) {
    await tour.locator('.popup__close').click();
    await tour.waitFor({ state: 'detached' });
  }
}

/** Whether the front starts the tour for the signed-in user (web-front/src/features/tour/tour-steps.ts: not done, or `?onboarding`). */
async function tourExpected(page: Page): Promise<boolean> {
  if (new URL(page.url()).searchParams.has('onboarding')) return true;
  const answer = await page.request.get(`${BASE_URL}/api/getOneUser`);
  return !answer.ok() || (await answer.json())?.tour !== true;
}

/** Polls until `read()` satisfies `accept` (pages answer and filter asynchronously); fails saying what it last saw. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
