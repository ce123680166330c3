import { DIRECTORY_SEARCH } from './directory-search.limits';
import { inRequestedOrder, isObjectIdText, objectIdsOf } from './object-ids';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('id lists of the lookup calls', () => {
  it('accepts 24 hex digits only', () => {
    expect(isObjectIdText('65a1b2c3d4e5f60718293a4b')).toBe(true);
    expect(isObjectIdText('twelve chars')).toBe(false);
    expect(isObjectIdText('65a1b2c3d4e5f60718293a4')).toBe(false);
    expect(isObjectIdText(42)).toBe(false);
  });

  it('ignores malformed ids and repeats, keeps the order asked', () => {
    expect(objectIdsOf([id(2), 'nope', id(1), id(2), '', ' ' + id(3) + ' '])).toEqual([id(2), id(1), id(3)]);
  });

  it('resolves at most the lookup limit', () => {
    const many = Array.from({ length: 500 }, (_, n) => id(n + 1));
    expect(objectIdsOf(many)).toHaveLength(DIRECTORY_SEARCH.maxIdsPerLookup);
  });

  it('answers in the order asked and skips ids that were not found', () => {
    const found = [{ _id: id(1) }, { _id: id(3) }];
    expect(inRequestedOrder([id(3), id(2), id(1)], found)).toEqual([{ _id: id(3) }, { _id: id(1) }]);
  });
});
