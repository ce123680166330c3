import type { Page } from 'playwright-core';
import { BASE_URL } from './browser';

/**
 * After a click on a sign-out button: confirms at the provider's end-session page when it asks,
 * then opens the portal again, which must now ask who signs in (the session is gone).
 */
export async function expectSignedOut(page: Page): Promise<void> {
  await page.waitForURL((url) => !url.href.startsWith(BASE_URL), { timeout: 15_000 });
  const confirm = page.getByRole('button', { name: /yes, sign me out/i });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await page.goto(BASE_URL);
  await page.locator('button[data-login]').first().waitFor();
}
