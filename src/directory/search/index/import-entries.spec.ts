import { userDigest } from '../../import-target/entry-digest';
import { importEntryLine } from './import-entries';

describe('the import lines the index keeps', () => {
  const stored = { hermes_id: 'H-1', id_portal: 'ada.l', firstname: 'Ada', lastname: 'Lovelace', fullname: 'Ada Lovelace', services: ['GRP-1', 'GRP-2'], title: 'Engineer' };

  it('carry the digest a file row with the same imported fields has, so an unchanged person compares equal', () => {
    const [hermes, login, digest, deleted, subsidiary] = JSON.parse(importEntryLine({ ...stored, deleted: false, subsidiary: null }));
    expect([hermes, login, deleted, subsidiary]).toEqual(['H-1', 'ada.l', 0, '']);
    expect(digest).toBe(userDigest({ id_portal: 'ada.l', firstname: 'Ada', lastname: 'Lovelace', fullname: 'Ada Lovelace', services: ['GRP-1', 'GRP-2'], title: 'Engineer' }));
  });

  it('change digest with any imported field, and carry the deleted flag and the subsidiary', () => {
    const [, , digest, deleted, subsidiary] = JSON.parse(importEntryLine({ ...stored, title: 'Director', deleted: true, subsidiary: { _id: '65a000000000000000000001' } }));
    expect(digest).not.toBe(userDigest(stored));
    expect([deleted, subsidiary]).toEqual([1, '65a000000000000000000001']);
  });
});
