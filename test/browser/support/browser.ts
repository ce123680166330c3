import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3100';
export const ARTIFACTS = join(__dirname, '../../../test-artifacts');

/** Debian's Chromium, never a downloaded browser; no background traffic to the outside. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
  });
}

/** On the embedded provider's page, picks the demo account; the portal then brings the browser back. */
export async function signInOnProviderPage(page: Page, loginId: string) {
  await page.waitForSelector(`button[data-login="${loginId}"]`);
  await page.click(`button[data-login="${loginId}"]`);
}

/** The whole page by default; `fullPage: false` keeps what the viewport shows (a popin over a long list). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

/**
 * Demo accounts have not done the first-visit tour, so it opens over the front page after sign-in;
 * journeys about something else close it (which saves it as done) before they click anything.
 */
export async function closeTourIfShown(page: Page) {
  await page.locator('.front-page__heading').waitFor();
  const tour = page.locator('.popup--tour');
  if (await tour.isVisible()) {
    await tour.locator('.popup__close').click();
    await tour.waitFor({ state: 'detached' });
  }
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
