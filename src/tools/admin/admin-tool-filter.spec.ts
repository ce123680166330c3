import { Types } from 'mongoose';
import type { AdminToolFilters } from './admin-tool-list.criteria';
import { adminToolListFilter } from './admin-tool-filter';
import { accentInsensitivePattern } from './title-pattern';

const SCOPE = { deleted: { $ne: true } };
const ID = '64b0000000000000000000aa';
const NO_ADMIN_TOOL_FILTERS: AdminToolFilters = { q: '', managers: [], viewers: [], categories: [], subsidiaries: [], ids: [] };

describe('accentInsensitivePattern: a title search ignores case and accents', () => {
  const finds = (text: string, title: string) => new RegExp(accentInsensitivePattern(text), 'iu').test(title);

  it.each([
    ['conges', 'Congés'],
    ['CONGÉS', 'Demande de congés'],
    ['congès', 'Congés'],
    ['ressources hum', 'Ressources  humaines'],
    ['lodz', 'Łódź office'],
    ['Ærø', 'Ærø ferries'],
    ['aero', 'Ærø ferries'],
    ['strasse', 'Hauptstraße'],
    ['viet', 'Việt Nam'],
    ['勤怠', '勤怠管理'],
  ])('%j finds %j', (text, title) => {
    expect(finds(text, title)).toBe(true);
  });

  it.each([
    ['conger', 'Congés'],
    ['a.*', 'Mail'],
    ['(((', 'Mail'],
    ['m|x', 'Mail'],
  ])('%j does not find %j', (text, title) => {
    expect(finds(text, title)).toBe(false);
  });

  it('escapes regular-expression characters', () => {
    expect(finds('a.*b', 'xa.*by')).toBe(true);
    expect(finds('[ok]', 'Tools [ok]')).toBe(true);
    expect(() => new RegExp(accentInsensitivePattern('\\d+(?=x)[^'))).not.toThrow();
  });
});

describe('adminToolListFilter', () => {
  it('is the scope alone without filters', () => {
    expect(adminToolListFilter(SCOPE, NO_ADMIN_TOOL_FILTERS)).toBe(SCOPE);
  });

  it('adds each filter to the scope with $and, so the scope cannot be widened', () => {
    const filter = adminToolListFilter(
      { ...SCOPE, subsidiaryId: new Types.ObjectId(ID) },
      { q: 'mail', managers: [ID], viewers: ['GRP-FINANCE'], categories: [ID], subsidiaries: [ID], ids: [ID] },
    );
    expect(filter).toEqual({
      $and: [
        { ...SCOPE, subsidiaryId: new Types.ObjectId(ID) },
        { $or: ['en', 'fr', 'zh', 'ja'].map((lang) => ({ [`title.${lang}`]: { $regex: expect.any(String), $options: 'i' } })) },
        { managers: { $in: [ID] } },
        { users: { $in: ['GRP-FINANCE'] } },
        { categories: { $in: [new Types.ObjectId(ID), ID] } },
        { subsidiaryId: { $in: [new Types.ObjectId(ID), ID] } },
        { _id: { $in: [new Types.ObjectId(ID)] } },
      ],
    });
  });
});
