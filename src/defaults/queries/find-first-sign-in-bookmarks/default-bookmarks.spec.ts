import { Types } from 'mongoose';
import { defaultToolApplies, DefaultToolMatchTarget } from './default-bookmarks';

const europe = new Types.ObjectId();
const emma: DefaultToolMatchTarget = { userId: 'u-emma', language: 'fr', subsidiaryId: String(europe), groups: ['GRP-FINANCE'] };
const rule = (over: object) => ({ language: 'all', subsidiary: null, groups: [] as string[], ...over });

describe('default bookmarks at first sign-in', () => {
  it('applies a default for everybody', () => {
    expect(defaultToolApplies(rule({}), emma)).toBe(true);
  });

  it('matches the language, or "all"', () => {
    expect(defaultToolApplies(rule({ language: 'fr' }), emma)).toBe(true);
    expect(defaultToolApplies(rule({ language: 'ja' }), emma)).toBe(false);
  });

  it('matches the subsidiary when one is set', () => {
    expect(defaultToolApplies(rule({ subsidiary: europe }), emma)).toBe(true);
    expect(defaultToolApplies(rule({ subsidiary: new Types.ObjectId() }), emma)).toBe(false);
    expect(defaultToolApplies(rule({ subsidiary: europe }), { ...emma, subsidiaryId: null })).toBe(false);
  });

  it('matches groups and persons when an audience is set', () => {
    expect(defaultToolApplies(rule({ groups: ['GRP-FINANCE'] }), emma)).toBe(true);
    expect(defaultToolApplies(rule({ groups: ['u-emma'] }), emma)).toBe(true);
    expect(defaultToolApplies(rule({ groups: ['GRP-SALES'] }), emma)).toBe(false);
    expect(defaultToolApplies(rule({ groups: ['all'] }), emma)).toBe(true);
  });
});
