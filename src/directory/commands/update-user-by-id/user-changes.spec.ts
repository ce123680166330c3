import { readUserChanges } from './user-changes';

describe('what an administrator may change on a user', () => {
  it('takes the allowed fields and ignores the rest', () => {
    expect(readUserChanges({ language: 'ja', is_administrator: true, fullname: 'Hacker', deleted: true, _id: 'x' })).toEqual({
      language: 'ja',
      is_administrator: true,
    });
  });

  it('reads the default-tools flag under either name', () => {
    expect(readUserChanges({ default_tools: false })).toEqual({ has_default_bookmarks: false });
    expect(readUserChanges({ has_default_bookmarks: true })).toEqual({ has_default_bookmarks: true });
  });

  it('reads the validations access and the subsidiary as an id, an object or null', () => {
    const id = '64b000000000000000000009';
    expect(readUserChanges({ has_access: { validations: true }, subsidiary: { _id: id } })).toEqual({ validations: true, subsidiaryId: id });
    expect(readUserChanges({ subsidiary: null })).toEqual({ subsidiaryId: null });
  });

  it.each([
    [{ language: 'de' }, 'language'],
    [{ is_administrator: 'yes' }, 'is_administrator'],
    [{ bookmarks: 'abc' }, 'bookmarks'],
    [{ subsidiary: 'nope' }, 'subsidiary'],
  ])('refuses %p naming the field', (body, field) => {
    expect(() => readUserChanges(body)).toThrow(expect.objectContaining({ fieldErrors: expect.objectContaining({ [field]: expect.any(String) }) }));
  });
});
