import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentUser } from '@contracts';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { mockApi, type FakeReply } from './mock-api';

const FRONT_CONFIG = { footer: [], add_tool_help_url: null, nbBackgrounds: 19 };

/** The answers every front page needs, for user `u1` with empty lists. */
export function frontPageReplies(user: CurrentUser, extra: Record<string, FakeReply> = {}): Record<string, FakeReply> {
  return {
    getOneUser: { body: user },
    config: { body: FRONT_CONFIG },
    [`getApps/null/${user._id}/10/100/true/true/false/false`]: { body: [] },
    [`getApps/null/${user._id}/10/100/true/true/true/false`]: { body: [] },
    [`categories/for-user/${user._id}`]: { body: [] },
    ...extra,
  };
}

/** The whole app on a memory router at `path`, with the fake api answering `replies`. */
export function renderAppAt(path: string, replies: Record<string, FakeReply>) {
  const fetchMock = mockApi(replies);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, fetchMock };
}

/** The JSON body the n-th call to `path` sent, with its (override) method. */
export function sentTo(fetchMock: ReturnType<typeof mockApi>, path: string): { method: string; body: unknown; headers: Record<string, string> }[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/${path}`)
    .map(([, init]) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body = init?.body;
      return { method: headers['X-HTTP-Method-Override'] ?? init?.method ?? 'GET', body: typeof body === 'string' ? JSON.parse(body) : body, headers };
    });
}
