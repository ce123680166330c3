import { describe, expect, it, vi } from 'vitest';
import { createListMethods } from './toolMethods';

describe('tool list call', () => {
  it('asks the server to sort names in the interface language', async () => {
    const client = vi.fn(async (_url: string) => ({ status: 200, headers: new Headers({ 'Content-Range': 'tools 0-0/1' }), body: '', json: [{ id: 't1' }] }));
    await createListMethods(client as never).getList('tools', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { lang: 'fr' },
    });
    const url = decodeURIComponent(client.mock.calls[0][0]);
    expect(url).toContain('/api/admin/tools?');
    expect(url).toContain('range=[0,49]');
    expect(url).toContain('sort=["name","ASC"]');
    expect(url).toMatch(/&lang=fr$/);
  });

  it('says when a users search matches more people than the server lists', async () => {
    const answer = (more: boolean) =>
      vi.fn(async (_url: string) => ({
        status: 200,
        headers: new Headers({ 'Content-Range': 'users 0-0/1000', ...(more ? { 'X-More-Matches': 'true' } : {}) }),
        body: '',
        json: [{ id: 'u1' }],
      }));
    const params = { pagination: { page: 1, perPage: 50 }, sort: { field: 'lastname', order: 'ASC' as const }, filter: { q: 'm' } };
    expect(await createListMethods(answer(true) as never).getList('users', params)).toEqual({ data: [{ id: 'u1' }], total: 1000, meta: { more: true } });
    expect(await createListMethods(answer(false) as never).getList('users', params)).toEqual({ data: [{ id: 'u1' }], total: 1000 });
  });
});
