import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ServiceRow, UserRow } from './import-rows';
import { Entry, readEntries } from './read-entries';
import { detectFormat, UnparseableFile } from './row-source';

async function entries<T>(text: string | Buffer, kind: 'users' | 'services', chunk = 7): Promise<Entry<T>[]> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  // Small chunks: the header, quotes and multi-byte letters get split across reads, as on a real stream.
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) pieces.push(bytes.subarray(at, at + chunk));
  const out: Entry<T>[] = [];
  for await (const entry of readEntries(Readable.from(pieces), kind as 'users')) out.push(entry as Entry<T>);
  return out;
}

const rows = <T>(list: Entry<T>[]) => list.filter((e): e is { line: number; row: T } => 'row' in e).map((e) => e.row);
const rejected = <T>(list: Entry<T>[]) => list.filter((e) => 'reason' in e).map((e) => ({ line: e.line, reason: (e as { reason: string }).reason }));

describe('import file formats', () => {
  it('reads CSV with a comma header', async () => {
    const list = await entries<UserRow>('hermes_id,id_portal,firstname,lastname\nH1,emma.e,Emma,Étienne\n', 'users');
    expect(rows(list)).toEqual([expect.objectContaining({ hermes_id: 'H1', id_portal: 'emma.e', fullname: 'Emma Étienne', services: [] })]);
  });

  it('detects the semicolon delimiter and removes a byte-order mark', async () => {
    const text = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('HERMES_ID;Id_Portal;FirstName;LastName;Services;Email\r\nH1;marc.d;Marc;Dubois, Jr;G1|G2| G1;Marc@Example.COM\r\n')]);
    const [entry] = await entries<UserRow>(text, 'users');
    expect(entry).toEqual({
      line: 2,
      row: expect.objectContaining({ hermes_id: 'H1', lastname: 'Dubois, Jr', services: ['G1', 'G2'], email: 'Marc@Example.COM', mailDomain: 'example.com' }),
    });
  });

  it('reads quoted fields spanning lines and counts lines as a spreadsheet shows them', async () => {
    const list = await entries<ServiceRow>('objectguid,guid,title\n\nO1,G1,"Sales\nParis"\nO2,G2,"The ""best"" team"\n', 'services');
    expect(list).toEqual([
      { line: 4, row: { objectguid: 'O1', guid: 'G1', title: 'Sales\nParis' } },
      { line: 5, row: { objectguid: 'O2', guid: 'G2', title: 'The "best" team' } },
    ]);
  });

  it('reads a JSON array (with a BOM), groups as a list, numbers as text', async () => {
    const json = '\uFEFF[{"hermes_id": 42, "id_portal": "a.b", "firstname": "A", "lastname": "B", "services": ["G1", "G2"], "language": "FR"}, 3]';
    const list = await entries<UserRow>(json, 'users');
    expect(list[0]).toEqual({ line: 1, row: expect.objectContaining({ hermes_id: '42', services: ['G1', 'G2'], language: 'fr' }) });
    expect(list[1]).toEqual({ line: 2, reason: 'the item is not an object' });
  });

  it('tells the format from the first line', () => {
    expect(detectFormat(Buffer.from('  [ {'))).toEqual({ kind: 'json' });
    expect(detectFormat(Buffer.from('a;b,c;d\n1,2'))).toEqual({ kind: 'csv', delimiter: ';' });
    expect(detectFormat(Buffer.from('a,b\n'))).toEqual({ kind: 'csv', delimiter: ',' });
    expect(() => detectFormat(Buffer.from('  \n'))).toThrow(UnparseableFile);
    expect(() => detectFormat(Buffer.from('{"a": 1}'))).toThrow('array');
  });
});

describe('rejected rows carry their line and reason', () => {
  it('names empty required fields, bad emails, languages, spaces and field counts', async () => {
    const csv = [
      'hermes_id,id_portal,firstname,lastname,email,language',
      'H1,ok.one,Ok,One,ok@example.com,en',
      'H2,,No,Login,,',
      'H3,bad.mail,Bad,Mail,not-an-address,',
      'H4,bad.lang,Bad,Lang,,klingon',
      'H 5,space,Has,Space,,',
      'H6,short,Too,Short',
      'H7,long,Too,Long,,,extra',
      'H8,trailing,Empty,Cells,,,,',
    ].join('\n');
    const list = await entries<UserRow>(csv, 'users');
    expect(rows(list).map((r) => r.hermes_id)).toEqual(['H1', 'H8']);
    expect(rejected(list)).toEqual([
      { line: 3, reason: 'id_portal is empty' },
      { line: 4, reason: 'email "not-an-address" is not an address' },
      { line: 5, reason: 'language "klingon" is not one of en, fr, zh, ja' },
      { line: 6, reason: 'hermes_id contains a space' },
      { line: 7, reason: 'the row has 4 fields, the header has 6' },
      { line: 8, reason: 'the row has 7 fields, the header has 6' },
    ]);
  });

  it('rejects text that is not UTF-8 and values over the length limit', async () => {
    const latin1 = Buffer.concat([Buffer.from('objectguid,guid,title\nO1,G1,'), Buffer.from([0x53, 0xe9, 0x76]), Buffer.from(`\nO2,G2,${'x'.repeat(201)}\n`)]);
    expect(rejected(await entries(latin1, 'services'))).toEqual([
      { line: 2, reason: 'title is not valid UTF-8 text' },
      { line: 3, reason: 'title is longer than 200 characters' },
    ]);
  });

  it('rejects a JSON object lacking a required key', async () => {
    expect(rejected(await entries('[{"objectguid": "O1", "title": "T"}]', 'services'))).toEqual([{ line: 1, reason: 'guid is missing' }]);
  });
});

describe('files that cannot be read at all', () => {
  it.each([
    ['a header without a required column', 'hermes_id,firstname,lastname\nH1,A,B\n', 'lacks the column id_portal'],
    ['a quote never closed', 'hermes_id,id_portal,firstname,lastname\nH1,a,"Open,B\nH2,b,C,D\n', 'not readable as CSV'],
    ['a truncated JSON array', '[{"hermes_id": "H1", "id_portal": "a", "firstname": "A", "lastname": "B"}, {"hermes_id": ', 'not readable as a JSON array'],
    ['an empty file', '', 'empty'],
    ['a header named twice', 'guid,GUID,objectguid,title\n', 'twice'],
    ['a JSON element nested too deep', '[{"objectguid": "O1", "guid": "G1", "title": "T", "x": [[["deep"]]]}]', 'nests deeper than 2 levels'],
    ['a JSON element over 256 KiB', `[{"objectguid": "O1", "guid": "G1", "title": "${'x'.repeat(300 * 1024)}"}]`, 'larger than 256 KiB'],
  ])('refuses %s', async (_name, text, message) => {
    await expect(entries(text, text.includes('hermes') ? 'users' : 'services')).rejects.toThrow(message);
  });
});

describe('the example files of docs/import-examples', () => {
  it.each([
    ['users.csv', 'users', 4],
    ['users.json', 'users', 2],
    ['services.csv', 'services', 4],
    ['services.json', 'services', 2],
  ] as const)('%s is read without a rejected row', async (file, kind, count) => {
    const list = await entries(readFileSync(join(__dirname, '../../../docs/import-examples', file)), kind, 4096);
    expect(rows(list)).toHaveLength(count);
    expect(rejected(list)).toEqual([]);
  });
});
