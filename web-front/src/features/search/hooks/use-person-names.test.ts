import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ToolCard } from '@contracts';
import { aTool } from '@/testing/tool-fixtures';
import { calledUrl, mockApi } from '@/testing/mock-api';
import { QueryProvider } from '@/testing/query-provider';
import { personIdsOf, usePersonNames } from './use-person-names';

const idOf = (n: number) => n.toString(16).padStart(24, '0');

describe('names of the people the tools name', () => {
  it('keeps only user ids, once each: group names and "all" are not people', () => {
    const tools = [aTool({ managers: [idOf(1), idOf(2)], users: ['all', 'GRP-FINANCE'] }), aTool({ managers: [idOf(2)], users: [idOf(3)] })];
    expect(personIdsOf(tools)).toEqual([idOf(1), idOf(2), idOf(3)]);
  });

  it('asks nothing until someone searches', async () => {
    const fetchMock = mockApi({});
    renderHook(() => usePersonNames(false, [aTool({ managers: [idOf(1)] })]), { wrapper: QueryProvider });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks 200 ids a call, then only the ids not yet known', async () => {
    const ids = Array.from({ length: 450 }, (_, n) => idOf(n + 1));
    const replies = Object.fromEntries(
      [ids.slice(0, 200), ids.slice(200, 400), ids.slice(400)].map((batch) => [`getUsers/id/${batch.join(',')}`, { body: batch.map((id) => ({ _id: id, fullname: `Person ${id.slice(-3)}` })) }]),
    );
    const fetchMock = mockApi(replies);
    const toolsOf = (people: string[]) => people.map((id) => aTool({ managers: [id] }));
    const { result, rerender } = renderHook(({ tools }: { tools: ToolCard[] }) => usePersonNames(true, tools), {
      wrapper: QueryProvider,
      initialProps: { tools: toolsOf(ids) },
    });
    await waitFor(() => expect(result.current?.get(idOf(450))).toBe('Person 1c2'));
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const more = idOf(999);
    replies[`getUsers/id/${more}`] = { body: [] };
    rerender({ tools: toolsOf([...ids, more]) });
    // Unknown to the directory: known as nameless, not asked again.
    await waitFor(() => expect(result.current?.get(more)).toBe(''));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(calledUrl(fetchMock, 3).pathname).toBe(`/api/getUsers/id/${more}`);
    expect(result.current?.get(idOf(1))).toBe('Person 001');

    rerender({ tools: toolsOf([more]) });
    await waitFor(() => expect(result.current?.has(idOf(1))).toBe(false));
    expect(result.current?.get(more)).toBe('');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
