import { describe, expect, it, vi } from 'vitest';
import { createToolListMethods } from './toolMethods';

describe('tool list call', () => {
  it('asks the server to sort names in the interface language', async () => {
    const client = vi.fn(async (_url: string) => ({ status: 200, headers: new Headers({ 'Content-Range': 'tools 0-0/1' }), body: '', json: [{ id: 't1' }] }));
    await createToolListMethods(client as never).getList('tools', {
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
});
