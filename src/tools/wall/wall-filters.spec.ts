import { wallListOf } from './wall-filters';

describe('wall lists: which list each getApps flag pair means', () => {
  it('reads the flags of the path', () => {
    expect(wallListOf('false', 'false')).toBe('wall');
    expect(wallListOf('true', 'false')).toBe('managed');
    expect(wallListOf('false', 'true')).toBe('subsidiary');
    expect(wallListOf('nonsense', 'nope')).toBe('wall');
  });
});
