import { matchesIfNoneMatch, strongEtag } from './etag';

describe('ETags of versioned answers (the HTTP layer, not the read model)', () => {
  const etag = strongEtag('3f2a9c');

  it('quotes the version as a strong validator', () => {
    expect(etag).toBe('"3f2a9c"');
  });

  it('matches If-None-Match by weak comparison, in a list, or as *', () => {
    expect(matchesIfNoneMatch('"3f2a9c"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"3f2a9c"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other", "3f2a9c"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match another version or a missing header (the file is sent)', () => {
    expect(matchesIfNoneMatch('"3f2a9d"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});
