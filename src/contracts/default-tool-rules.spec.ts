import { checkDefaultToolForm, checkPositionMove, moveInOrder, withNewToggle } from './default-tool-rules';

const TOOL = '64b000000000000000000001';
const EUROPE = '64b0000000000000000000e1';
const PERSON = '64b0000000000000000000a1';

describe('default tool form rules', () => {
  it('reads a complete form', () => {
    const { draft, violations } = checkDefaultToolForm({ tool: TOOL, language: 'fr', subsidiaryId: EUROPE, groups: ['GRP-SALES', PERSON], is_new: false, is_translated: true });
    expect(violations).toEqual([]);
    expect(draft).toEqual({ tool: TOOL, language: 'fr', subsidiaryId: EUROPE, groups: ['GRP-SALES', PERSON], is_new: false, is_translated: true });
  });

  it('accepts the spec\'s shapes: the tool and subsidiary as records, the subsidiary as a list with an id, picked records as groups', () => {
    const { draft } = checkDefaultToolForm({ tool: { _id: TOOL }, language: 'all', subsidiary: [{ _id: EUROPE, name: 'Europe' }], groups: [{ guid: 'GRP-SALES' }, { _id: PERSON }] });
    expect(draft).toMatchObject({ tool: TOOL, language: 'all', subsidiaryId: EUROPE, groups: ['GRP-SALES', PERSON] });
    expect(checkDefaultToolForm({ tool: TOOL, language: 'all', subsidiary: [] }).draft?.subsidiaryId).toBeNull();
  });

  it('the new toggle adds or removes "all" in the audience', () => {
    expect(checkDefaultToolForm({ tool: TOOL, language: 'all', groups: ['GRP-SALES'], is_new: true }).draft?.groups).toEqual(['all', 'GRP-SALES']);
    expect(checkDefaultToolForm({ tool: TOOL, language: 'all', groups: ['all', 'GRP-SALES'], is_new: false }).draft?.groups).toEqual(['GRP-SALES']);
    expect(withNewToggle(['all', 'x', 'all'], true)).toEqual(['all', 'x']);
  });

  it('requires a tool and a language, and names each broken field', () => {
    const { draft, violations } = checkDefaultToolForm({ tool: 'nope', language: 'de', subsidiaryId: 'x', groups: 'GRP', is_new: 'yes' });
    expect(draft).toBeNull();
    expect(violations.map((v) => v.field)).toEqual(['tool', 'language', 'subsidiaryId', 'is_new', 'groups']);
    expect(checkDefaultToolForm({}).violations.map((v) => v.code)).toEqual(['DEFAULT_TOOLS.TOOL_REQUIRED', 'DEFAULT_TOOLS.LANGUAGE_REQUIRED']);
    expect(checkDefaultToolForm('x').violations).toHaveLength(1);
  });
});

describe('moving a default tool (update-position)', () => {
  it('reads id, from and to', () => {
    expect(checkPositionMove({ id: TOOL, from: 2, to: '0' }).move).toEqual({ id: TOOL, from: 2, to: 0 });
    expect(checkPositionMove({ id: TOOL, to: 1 }).move).toEqual({ id: TOOL, from: null, to: 1 });
  });

  it('refuses malformed ids and negative or fractional positions', () => {
    expect(checkPositionMove({ id: 'x', from: -1, to: 1.5 }).violations.map((v) => v.field)).toEqual(['id', 'from', 'to']);
    expect(checkPositionMove(null).violations.map((v) => v.field)).toEqual(['id', 'to']);
  });

  it('moves one entry and keeps the others in order, cutting the target to the end', () => {
    expect(moveInOrder(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInOrder(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 99)).toEqual(['a', 'c', 'b']);
  });
});
