import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHomeCalls, toolListParams } from './startHomeCalls';
import { isToolsHome } from './toolsHomeCode';

describe('the calls the home starts as the page loads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('knows the home and its popins from every other page', () => {
    expect(['/admin', '/admin/', '/admin/add-tool', '/admin/edit-tool/64b000000000000000000001'].map(isToolsHome)).toEqual([true, true, true, true]);
    expect(['/admin/validations', '/admin/categories', '/admin/edit-tool', '/'].map(isToolsHome)).toEqual([false, false, false, false]);
  });

  it("asks for the page the list will show: page 1 by name, or the person's last order and page", () => {
    expect(toolListParams(undefined, 'fr')).toEqual({ pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: {}, meta: { lang: 'fr' } });
    expect(toolListParams({ sort: 'updated_time', order: 'DESC', page: 3, perPage: null, filter: { q: 'pay' } }, 'en')).toEqual({
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'updated_time', order: 'DESC' },
      filter: { q: 'pay' },
      meta: { lang: 'en' },
    });
  });

  it('starts nothing on another page, nor when the address names a list page itself', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const permissions = vi.fn();
    startHomeCalls({ location: { pathname: '/admin/validations', search: '' }, language: 'en', storedListParams: undefined, permissions });
    startHomeCalls({ location: { pathname: '/admin/', search: '?page=2' }, language: 'en', storedListParams: undefined, permissions });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(permissions).not.toHaveBeenCalled();
  });

  it('asks for page 1 of the tools and the categories on the home, and the subsidiaries for an administrator', async () => {
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': 'tools 0-0/0' } }));
    vi.stubGlobal('fetch', fetchMock);
    startHomeCalls({
      location: { pathname: '/admin/', search: '' },
      language: 'en',
      storedListParams: undefined,
      permissions: async () => ({ isAdministrator: true, isSubAdmin: false, hasValidationsAccess: false, caller: { userId: 'u1', roles: ['administrator'], subsidiaryId: null } }),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const paths = fetchMock.mock.calls.map((call) => decodeURIComponent(String((call as unknown[])[0])).replace(/[?&]date=\d+/, ''));
    expect(paths).toEqual([
      '/api/admin/tools?filter={}&range=[0,49]&sort=["name","ASC"]&lang=en',
      '/api/categories/all?lang=en',
      '/api/admin/subsidiaries?filter={}&range=[0,99]&sort=["name","ASC"]',
    ]);
  });
});
