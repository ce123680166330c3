import { namesUser } from './wall-subject.rule';

describe('wall subject: the {userId} of getApps and categories/for-user', () => {
  const user = { _id: '64b000000000000000000001', hermes_id: 'H-emma' };

  it('names the user by directory id or by database id', () => {
    expect(namesUser('H-emma', user)).toBe(true);
    expect(namesUser('64b000000000000000000001', user)).toBe(true);
  });

  it('does not name the user for anything else', () => {
    expect(namesUser('H-marc', user)).toBe(false);
    expect(namesUser('', { _id: user._id })).toBe(false);
    expect(namesUser('h-emma', user)).toBe(false);
  });
});
