import type { Page } from 'playwright-core';

/** A call to the API from the signed-in page, with the session cookie and the CSRF token, as the apps make it. */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (method !== 'GET') Object.assign(headers, { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token, 'X-HTTP-Method-Override': method });
      const response = await fetch(`/api/${path}`, {
        method: method === 'GET' ? 'GET' : 'POST',
        credentials: 'include',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}
