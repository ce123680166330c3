import { idempotentRecordId } from './idempotent-record-id';

describe('the id a keyed create makes', () => {
  const id = (owner: string, path: string, key: string) => String(idempotentRecordId(owner, 'POST', path, key));

  it('is the same for a retry of the same request, whenever it is sent', () => {
    expect(id('marc.manager', '/api/postApp', 'k-1')).toBe(id('marc.manager', '/api/postApp', 'k-1'));
    expect(id('marc.manager', '/api/postApp', 'k-1')).toMatch(/^[0-9a-f]{24}$/);
  });

  it("differs for another person's key, another call or another key", () => {
    const ids = new Set([id('marc.manager', '/api/postApp', 'k-1'), id('alice.admin', '/api/postApp', 'k-1'), id('marc.manager', '/api/admin/categories', 'k-1'), id('marc.manager', '/api/postApp', 'k-2')]);
    expect(ids.size).toBe(4);
  });
});
