import type { ToolCard } from '@contracts';
import { vi } from 'vitest';

/**
 * A fake of the two bookmark calls holding the saved list, so that the GET after a save answers
 * what was saved, as the real server does. `failSaves` makes the next saves answer 503.
 */
export function fakeBookmarkServer(catalogue: readonly ToolCard[], savedIds: string[], { failLoad = false } = {}) {
  const state = { savedIds: [...savedIds], saves: [] as string[][], failSaves: false, failLoad };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
    if (path === 'getBookmarkedApps') {
      if (state.failLoad) throw new TypeError('Failed to fetch');
      return json(state.savedIds.map((id) => catalogue.find((tool) => tool._id === id)).filter(Boolean));
    }
    if (path === 'updateBookmarkedApps') {
      const body = JSON.parse(String(init?.body)) as { _id: string; bookmarks: string[] };
      state.saves.push(body.bookmarks);
      if (state.failSaves) return json({ error: { message: 'unavailable' } }, 503);
      state.savedIds = body.bookmarks;
      return json({ bookmarks: body.bookmarks });
    }
    return json({ error: { message: 'not_found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, fetchMock };
}
