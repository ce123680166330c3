import { ALL_VIEWERS, audienceOf, PRIVATE, PUBLIC, visibilityCodeOf, visibilityKeyOf, visibilityOf, visibilityOfKey, type VisibilityChoice } from './tool-visibility';

describe('the visibility encoding of a tool', () => {
  it('reads "all" with a subsidiary as that subsidiary, "all" alone as public, listed viewers as private', () => {
    expect(visibilityOf([ALL_VIEWERS], 's-1')).toEqual({ subsidiaryId: 's-1' });
    expect(visibilityOf([ALL_VIEWERS], null)).toBe(PUBLIC);
    expect(visibilityOf(['u-1', 'group'], 's-1')).toBe(PRIVATE);
  });

  it('saves a private tool with its viewers and no subsidiary, any other for "all"', () => {
    expect(audienceOf(PRIVATE, ['u-1', ALL_VIEWERS])).toEqual({ users: ['u-1'], subsidiaryId: null });
    expect(audienceOf(PUBLIC, ['u-1'])).toEqual({ users: [ALL_VIEWERS], subsidiaryId: null });
    expect(audienceOf({ subsidiaryId: 's-1' }, ['u-1'])).toEqual({ users: [ALL_VIEWERS], subsidiaryId: 's-1' });
  });

  it('gives the spec’s single value: -1, 0 or the subsidiary id', () => {
    const choices: VisibilityChoice[] = [PRIVATE, PUBLIC, { subsidiaryId: 's-1' }];
    expect(choices.map(visibilityCodeOf)).toEqual([-1, 0, 's-1']);
  });

  it('writes a choice as one radio text and reads it back; an unknown text is private', () => {
    const choices: VisibilityChoice[] = [PRIVATE, PUBLIC, { subsidiaryId: 's-1' }];
    expect(choices.map(visibilityKeyOf)).toEqual(['private', 'public', 'subsidiary:s-1']);
    expect(choices.map(visibilityKeyOf).map(visibilityOfKey)).toEqual(choices);
    expect(['', 'subsidiary:', 'everyone'].map(visibilityOfKey)).toEqual([PRIVATE, PRIVATE, PRIVATE]);
  });
});
