import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '@/testing/query-provider';
import { useDirectorySearch } from './use-directory-search';

/** A fake api whose answers the test releases one by one, to send them out of order. */
function deferredApi() {
  const pending = new Map<string, (body: unknown) => void>();
  const fetchMock = vi.fn(
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        const path = decodeURIComponent(new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, ''));
        pending.set(path, (body) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (path: string, body: unknown) => act(async () => pending.get(path)!(body)) };
}

const person = (fullname: string) => ({ _id: fullname, firstname: '', lastname: '', fullname, id_portal: '' });

describe('directory search of the pickers', () => {
  it('asks 250 ms after the last change, once', async () => {
    const { fetchMock } = deferredApi();
    const { rerender } = renderHook(({ text }) => useDirectorySearch(text, false), { wrapper: QueryProvider, initialProps: { text: 'mar' } });
    rerender({ text: 'marc' });
    rerender({ text: 'marco' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0][0])).toContain('getUsers/word/marco');
  });

  it('asks nothing while the text has fewer than 3 letters, digits and spaces not counted', async () => {
    const { fetchMock } = deferredApi();
    const { result } = renderHook(() => useDirectorySearch(' ab1 ', true), { wrapper: QueryProvider });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual({ results: [], searching: false });
  });

  it('uses only the answer to the latest text, whatever order the answers come in', async () => {
    const { fetchMock, answer } = deferredApi();
    const { result, rerender } = renderHook(({ text }) => useDirectorySearch(text, true), { wrapper: QueryProvider, initialProps: { text: 'mar' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2)); // people and groups for "mar"
    rerender({ text: 'marie' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));

    await answer('getUsers/word/marie', [person('Marie Curie')]);
    await answer('getServices/word/marie', [{ _id: 'g1', title: 'Marie team', guid: 'g' }]);
    await answer('getUsers/word/mar', [person('Marc Martin')]);
    await answer('getServices/word/mar', []);

    // The answers settle through react-query's notifications, which may land after act() returns.
    await waitFor(() => expect(result.current.results.map((entry) => entry.label)).toEqual(['Marie Curie', 'Marie team']));
    expect(result.current.results[1]).toEqual({ id: 'Marie team', label: 'Marie team', kind: 'group', groupId: 'g1' });
  });
});
