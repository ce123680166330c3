import { ScimError } from '../scim.errors';
import { ScimUserState } from '../users/scim-user.state';
import { PATCH_OP_SCHEMA, readPatchOperations } from './patch-operations';
import { readGroupPatch } from './scim-group-patch';
import { applyUserPatch } from './scim-user-patch';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const body = (...Operations: object[]) => ({ schemas: [PATCH_OP_SCHEMA], Operations });
const emma: ScimUserState = { userName: 'emma', givenName: 'Emma', familyName: 'Employee', active: true, email: 'emma@example.com' };

function patchUser(...operations: object[]) {
  return applyUserPatch(emma, readPatchOperations(body(...operations)));
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ScimError) return `${error.status} ${error.scimType}`;
    throw error;
  }
  return 'no error';
}

describe('User PATCH', () => {
  it('takes Entra ID\'s capitalised op names and "False" as a boolean', () => {
    expect(patchUser({ op: 'Replace', path: 'active', value: 'False' }).active).toBe(false);
    expect(patchUser({ op: 'Replace', path: 'active', value: 'True' }).active).toBe(true);
  });

  it('deactivates with Okta\'s PATCH without a path', () => {
    expect(patchUser({ op: 'replace', value: { active: false } }).active).toBe(false);
  });

  it('reads Entra ID\'s PATCH without a path whose keys are paths, the enterprise URN included', () => {
    const patched = patchUser({ op: 'Add', value: { 'name.givenName': 'Emmy', [`${ENTERPRISE}:department`]: 'Sales', title: 'Lead' } });
    expect(patched).toMatchObject({ givenName: 'Emmy', department: 'Sales', title: 'Lead', familyName: 'Employee' });
  });

  it('sets the address through emails[type eq "work"].value and an enterprise path', () => {
    const patched = patchUser(
      { op: 'replace', path: 'emails[type eq "work"].value', value: 'emmy@example.com' },
      { op: 'replace', path: `${ENTERPRISE}:employeeNumber`, value: '42' },
      { op: 'replace', path: ENTERPRISE, value: { organization: 'Northwind' } },
    );
    expect(patched).toMatchObject({ email: 'emmy@example.com', employeeNumber: '42', organization: 'Northwind' });
  });

  it('ignores attributes of the User schema the portal does not keep, and refuses unknown ones', () => {
    expect(patchUser({ op: 'replace', path: 'phoneNumbers[type eq "work"].value', value: '+331' })).toEqual(emma);
    expect(patchUser({ op: 'add', value: { nickName: 'Em' } })).toEqual(emma);
    expect(errorOf(() => patchUser({ op: 'replace', path: 'shoeSize', value: '42' }))).toBe('400 invalidPath');
    expect(errorOf(() => patchUser({ op: 'replace', value: { shoeSize: '42' } }))).toBe('400 invalidPath');
  });

  it('removes an attribute, never the userName', () => {
    expect(patchUser({ op: 'remove', path: 'title' }).title).toBeUndefined();
    expect(patchUser({ op: 'remove', path: 'emails' }).email).toBeUndefined();
    expect(errorOf(() => patchUser({ op: 'remove', path: 'userName' }))).toBe('400 mutability');
  });

  it('refuses bad values with invalidValue, leaving the user as it was', () => {
    expect(errorOf(() => patchUser({ op: 'replace', path: 'active', value: 'maybe' }))).toBe('400 invalidValue');
    expect(errorOf(() => patchUser({ op: 'replace', path: 'emails[type eq "work"].value', value: 'not-an-address' }))).toBe('400 invalidValue');
    expect(errorOf(() => patchUser({ op: 'replace', path: 'title', value: 3 }))).toBe('400 invalidValue');
    expect(emma.active).toBe(true);
  });
});

describe('PatchOp body', () => {
  it.each([
    [[], '400 invalidSyntax'],
    [{ schemas: ['other'], Operations: [{ op: 'add', path: 'title', value: 'x' }] }, '400 invalidSyntax'],
    [body(), '400 invalidSyntax'],
    [body({ op: 'move', path: 'title' }), '400 invalidSyntax'],
    [body({ op: 'remove' }), '400 noTarget'],
    [body({ op: 'replace', value: 'x' }), '400 invalidValue'],
    [body({ op: 'add', path: 'title' }), '400 invalidValue'],
    [body({ op: 'add', path: 'members[value eq ', value: 'x' }), '400 invalidPath'],
  ])('refuses %j', (raw, expected) => {
    expect(errorOf(() => readPatchOperations(raw))).toBe(expected);
  });
});

describe('Group PATCH', () => {
  const group = (...operations: object[]) => readGroupPatch(readPatchOperations(body(...operations)));

  it('adds members, and removes them as Entra ID does (path members, value list)', () => {
    const patch = group({ op: 'Add', path: 'members', value: [{ value: 'a' }, { value: 'b' }] }, { op: 'Remove', path: 'members', value: [{ value: 'b' }] });
    expect([...patch.addMembers]).toEqual(['a']);
    expect([...patch.removeMembers]).toEqual(['b']);
    expect(patch.replaceMembers).toBeNull();
  });

  it('removes a member as Okta does (members[value eq "id"]), two joined by or', () => {
    expect([...group({ op: 'remove', path: 'members[value eq "a"]' }).removeMembers]).toEqual(['a']);
    expect([...group({ op: 'remove', path: 'members[value eq "a" or value eq "b"]' }).removeMembers]).toEqual(['a', 'b']);
  });

  it('replaces every member, then applies later additions to the new list', () => {
    const patch = group({ op: 'replace', path: 'members', value: [{ value: 'a' }] }, { op: 'add', path: 'members', value: [{ value: 'c' }] });
    expect([...patch.replaceMembers!]).toEqual(['a', 'c']);
    expect([...group({ op: 'remove', path: 'members' }).replaceMembers!]).toEqual([]);
  });

  it('renames without a path (Entra ID repeats the id), and refuses unknown attributes', () => {
    expect(group({ op: 'Replace', value: { id: 'x', displayName: 'Sales' } }).displayName).toBe('Sales');
    expect(errorOf(() => group({ op: 'replace', path: 'owner', value: 'x' }))).toBe('400 invalidPath');
    expect(errorOf(() => group({ op: 'add', path: 'members', value: [{ display: 'no id' }] }))).toBe('400 invalidValue');
    expect(errorOf(() => group({ op: 'replace', path: 'displayName', value: '' }))).toBe('400 invalidValue');
  });
});
