import { afterEach, describe, expect, it } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { calledUrl, mockApi } from '@/testing/mock-api';
import { forgetPersonNames, loadPersonNames, personIdsOf } from './use-person-names';

const idOf = (n: number) => n.toString(16).padStart(24, '0');

afterEach(() => forgetPersonNames());

describe('names of the people the tools name', () => {
  it('keeps only user ids, once each: group names and "all" are not people', () => {
    const tools = [aTool({ managers: [idOf(1), idOf(2)], users: ['all', 'GRP-FINANCE'] }), aTool({ managers: [idOf(2)], users: [idOf(3)] })];
    expect(personIdsOf(tools)).toEqual([idOf(1), idOf(2), idOf(3)]);
  });

  it('asks 200 ids a call, then only the ids not yet known', async () => {
    const ids = Array.from({ length: 450 }, (_, n) => idOf(n + 1));
    const replies = Object.fromEntries(
      [ids.slice(0, 200), ids.slice(200, 400), ids.slice(400)].map((batch) => [`getUsers/id/${batch.join(',')}`, { body: batch.map((id) => ({ _id: id, fullname: `Person ${id.slice(-3)}` })) }]),
    );
    const fetchMock = mockApi(replies);
    const names = await loadPersonNames(ids);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(names.get(idOf(450))).toBe('Person 1c2');

    const more = idOf(999);
    replies[`getUsers/id/${more}`] = { body: [] };
    const again = await loadPersonNames([...ids, more]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(calledUrl(fetchMock, 3).pathname).toBe(`/api/getUsers/id/${more}`);
    // Unknown to the directory: known as nameless, not asked again.
    expect(again.get(more)).toBe('');
    await loadPersonNames([more]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
