import { mayOpenResource, rolesOf } from './permissions';

describe('the roles of a directory user', () => {
  it('counts a sub-administrator only with a subsidiary', () => {
    expect(rolesOf({ is_sub_admin: true, subsidiary: { _id: 's-1' } })).toEqual(['user', 'sub_admin']);
    expect(rolesOf({ is_sub_admin: true, subsidiary: null })).toEqual(['user']);
    expect(rolesOf({ is_administrator: true, has_access: { validations: true } })).toEqual(['user', 'administrator', 'validator']);
  });
});

describe('the back-office pages each role may open', () => {
  it('opens every page to administrators', () => {
    for (const page of ['tools', 'validations', 'default_tools', 'footer', 'subsidiaries', 'users', 'import']) {
      expect(mayOpenResource(['user', 'administrator'], page)).toBe(true);
    }
  });
  it('opens the tools and default tools to sub-administrators, but not deleting a default tool', () => {
    const subAdmin = ['user', 'sub_admin'] as const;
    expect(mayOpenResource(subAdmin, 'tools')).toBe(true);
    expect(mayOpenResource(subAdmin, 'default_tools', 'edit')).toBe(true);
    expect(mayOpenResource(subAdmin, 'default_tools', 'delete')).toBe(false);
    expect(mayOpenResource(subAdmin, 'validations')).toBe(false);
    expect(mayOpenResource(subAdmin, 'footer')).toBe(false);
  });
  it('opens the access requests to anyone (the server lists only the ones they approve)', () => {
    expect(mayOpenResource(['user'], 'access_requests')).toBe(true);
    expect(mayOpenResource(['user'], 'validations')).toBe(false);
  });
  it('opens the approvals to holders of the validations access only', () => {
    expect(mayOpenResource(['user', 'validator'], 'validations')).toBe(true);
    expect(mayOpenResource(['user', 'validator'], 'tools')).toBe(false);
    expect(mayOpenResource(['user'], 'subsidiaries')).toBe(false);
  });
});
