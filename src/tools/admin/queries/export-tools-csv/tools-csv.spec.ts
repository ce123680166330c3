import type { AdminToolRecord } from '../../admin-tool.record';
import { TOOLS_CSV_HEADER, toolsCsv } from './tools-csv';

const USER = '64b000000000000000000001';
const GONE = '64b000000000000000000002';
const CATEGORY = '64b0000000000000000000c1';
const SUBSIDIARY = '64b0000000000000000000s1'.replace('s', 'e');

const record = (over: Partial<AdminToolRecord>): AdminToolRecord => ({
  id: '64b0000000000000000000f1',
  title: { en: 'Mail', fr: 'Messagerie' },
  description: {},
  url: { en: 'https://mail.example/' },
  logo: {},
  categories: [CATEGORY],
  managers: [USER, GONE],
  users: ['all'],
  subsidiaryId: SUBSIDIARY,
  is_new: false,
  is_translated: false,
  translated_into: [],
  has_pending_validation: false,
  is_published: true,
  creator: null,
  created_time: '2024-05-01T09:30:05.000Z',
  updated_time: '2024-06-01T10:00:00.000Z',
  ...over,
});

const NAMES = {
  categories: new Map([[CATEGORY, 'Communication']]),
  subsidiaries: new Map([[SUBSIDIARY, 'Northwind Europe']]),
  people: new Map([
    [USER, 'Élodie Durand'],
    ['GRP-FINANCE', 'Finance'],
  ]),
};

const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

describe('the tools CSV file', () => {
  it('starts with a byte-order mark and a header row, semicolon-delimited', () => {
    const csv = toolsCsv([], NAMES);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(linesOf(csv)).toEqual([TOOLS_CSV_HEADER.join(';')]);
    expect(TOOLS_CSV_HEADER).toEqual(expect.arrayContaining(['id', 'title (en)', 'title (fr)', 'url (en)', 'categories', 'subsidiary', 'managers', 'viewers', 'created', 'updated', 'new']));
  });

  it('writes one row per tool with names in place of ids (the id when the name is unknown)', () => {
    const [, row] = linesOf(toolsCsv([record({})], NAMES));
    expect(row.split(';')).toEqual([
      '64b0000000000000000000f1',
      'Mail',
      'Messagerie',
      '',
      '',
      'https://mail.example/',
      '',
      '',
      '',
      'Communication',
      'Northwind Europe',
      `Élodie Durand, ${GONE}`,
      'all',
      '2024-05-01T09:30:05.000Z',
      '2024-06-01T10:00:00.000Z',
      'no',
      'published',
    ]);
  });

  it('names groups among viewers and says which tools await approval', () => {
    const [, created, edited] = linesOf(
      toolsCsv([record({ users: [USER, 'GRP-FINANCE'], is_published: false, has_pending_validation: true, is_new: true }), record({ has_pending_validation: true })], NAMES),
    );
    expect(created.split(';').slice(-5)).toEqual(['Élodie Durand, Finance', '2024-05-01T09:30:05.000Z', '2024-06-01T10:00:00.000Z', 'yes', 'awaiting approval']);
    expect(edited.split(';').at(-1)).toBe('edit awaiting approval');
  });

  it('quotes cells holding a semicolon, a quote or a line break', () => {
    const [, row] = linesOf(toolsCsv([record({ title: { en: 'A; B "C"', fr: 'line\nbreak' } })], NAMES).replace('line\nbreak', 'line<LF>break'));
    expect(row).toContain(';"A; B ""C""";"line<LF>break";');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const [, row] = linesOf(toolsCsv([record({ title: { en: '=cmd|"/c calc"!A1', fr: '@SUM(1)' }, url: { en: '+33', fr: '-2' } })], NAMES));
    expect(row).toContain(`;"'=cmd|""/c calc""!A1";'@SUM(1);`);
    expect(row).toContain(";'+33;'-2;");
  });
});
