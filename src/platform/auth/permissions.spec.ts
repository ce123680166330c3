import { isAllowed, PERMISSIONS } from './permissions';

describe('permission matrix', () => {
  it('lets only administrators change the footer', () => {
    expect(isAllowed(['administrator'], 'settings.footer.update')).toBe(true);
    expect(isAllowed(['sub_admin'], 'settings.footer.update')).toBe(false);
    expect(isAllowed(['validator', 'user'], 'settings.footer.update')).toBe(false);
    expect(isAllowed([], 'settings.footer.update')).toBe(false);
  });

  it('never grants an action to a person without roles', () => {
    for (const action of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(isAllowed([], action)).toBe(false);
    }
  });
});
