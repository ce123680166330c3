import { groupSearchFilterOf, nameFilterOf, userSearchFilterOf } from './name-filter';

describe('name filter builder', () => {
  it('anchors each word to the start of a name word on the indexed array', () => {
    expect(nameFilterOf(['mar'])).toEqual({ search_names: { $regex: '^mar' } });
  });

  it('requires every word to start some name word', () => {
    expect(nameFilterOf(['mar', 'dub'])).toEqual({
      $and: [{ search_names: { $regex: '^mar' } }, { search_names: { $regex: '^dub' } }],
    });
  });

  it('escapes what it is given, so a word can never widen the match', () => {
    expect(nameFilterOf(['a.*'])).toEqual({ search_names: { $regex: '^a\\.\\*' } });
    expect(nameFilterOf(['((('])).toEqual({ search_names: { $regex: '^\\(\\(\\(' } });
  });

  it('matches everything only when there is no word (the unfiltered admin table)', () => {
    expect(nameFilterOf([])).toEqual({});
  });

  it('leaves deleted people and groups out of the pickers', () => {
    expect(userSearchFilterOf(['mar'])).toEqual({ search_names: { $regex: '^mar' }, deleted: { $ne: true } });
    expect(groupSearchFilterOf(['fin'])).toEqual({ search_names: { $regex: '^fin' }, deleted: { $ne: true } });
  });

  it('the built pattern matches prefixes only', () => {
    const pattern = new RegExp((nameFilterOf(['hel']) as { search_names: { $regex: string } }).search_names.$regex);
    expect(['helene', 'helga'].every((w) => pattern.test(w))).toBe(true);
    expect(pattern.test('michel')).toBe(false);
  });
});
