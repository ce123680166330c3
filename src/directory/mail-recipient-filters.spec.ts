import { groupFilter, recipientFilter } from './mail-recipient-filters';

const id = '64b7f0c2a1b2c3d4e5f60718';
const active = { deleted: { $ne: true }, account_disabled: { $ne: true } };

describe('workflow mail recipients', () => {
  it('reaches every active administrator', () => {
    expect(recipientFilter({ kind: 'administrators' })).toEqual({ ...active, is_administrator: true });
  });

  it('reaches one active user by id, and nobody for an id that is not one', () => {
    expect(recipientFilter({ kind: 'user', userId: id })).toEqual({ ...active, _id: id });
    expect(recipientFilter({ kind: 'user', userId: 'not-an-id' })).toBeNull();
  });

  it("reaches the active members of a group through the group's guid, and nobody for an unknown group", () => {
    expect(recipientFilter({ kind: 'group', groupId: id }, 'LEGAL')).toEqual({ ...active, services: 'LEGAL' });
    expect(recipientFilter({ kind: 'group', groupId: id }, null)).toBeNull();
  });

  it('finds a group by its _id, objectguid or guid', () => {
    expect(groupFilter(id)).toEqual({ $or: [{ _id: id }, { objectguid: id }, { guid: id }] });
    expect(groupFilter('OG-LEGAL')).toEqual({ $or: [{ objectguid: 'OG-LEGAL' }, { guid: 'OG-LEGAL' }] });
  });
});
