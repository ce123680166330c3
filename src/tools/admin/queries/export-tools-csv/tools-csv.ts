import { stringify } from 'csv-stringify/sync';
import { CSV_DELIMITER, LANGUAGES, neutraliseCsvCell } from '../../../../contracts';
import { ALL_VIEWERS } from '../../../visibility/tool-visibility';
import type { AdminToolRecord } from '../../admin-tool.record';

/** Names of what a tool refers to, by id; an id without a name (deleted since) is written as the id. */
export interface ToolCsvNames {
  categories: ReadonlyMap<string, string>;
  subsidiaries: ReadonlyMap<string, string>;
  /** Users by id and directory groups by name (a viewer is either). */
  people: ReadonlyMap<string, string>;
}

export const TOOLS_CSV_HEADER = [
  'id',
  ...LANGUAGES.map((lang) => `title (${lang})`),
  ...LANGUAGES.map((lang) => `url (${lang})`),
  'categories',
  'subsidiary',
  'managers',
  'viewers',
  'created',
  'updated',
  'new',
  'status',
];

const LIST_SEPARATOR = ', ';

function statusOf(tool: AdminToolRecord): string {
  if (!tool.is_published) return 'awaiting approval';
  return tool.has_pending_validation ? 'edit awaiting approval' : 'published';
}

function toolCsvRow(tool: AdminToolRecord, names: ToolCsvNames): string[] {
  const named = (map: ReadonlyMap<string, string>) => (id: string) => map.get(id) ?? id;
  return [
    tool.id,
    ...LANGUAGES.map((lang) => tool.title[lang] ?? ''),
    ...LANGUAGES.map((lang) => tool.url[lang] ?? ''),
    tool.categories.map(named(names.categories)).join(LIST_SEPARATOR),
    tool.subsidiaryId ? named(names.subsidiaries)(tool.subsidiaryId) : '',
    tool.managers.map(named(names.people)).join(LIST_SEPARATOR),
    tool.users.map((id) => (id === ALL_VIEWERS ? ALL_VIEWERS : named(names.people)(id))).join(LIST_SEPARATOR),
    tool.created_time ?? '',
    tool.updated_time ?? '',
    tool.is_new ? 'yes' : 'no',
    statusOf(tool),
  ];
}

/**
 * The file: a byte-order mark (Excel then reads UTF-8), a header row, semicolons (the spec's
 * delimiter), quotes where a cell holds one, a semicolon or a line break (csv-stringify), and no
 * cell a spreadsheet would run as a formula.
 */
export function toolsCsv(tools: readonly AdminToolRecord[], names: ToolCsvNames): string {
  const rows = [TOOLS_CSV_HEADER, ...tools.map((tool) => toolCsvRow(tool, names))];
  return stringify(
    rows.map((row) => row.map(neutraliseCsvCell)),
    // Rows end in CRLF (RFC 4180); a lone CR or LF inside a cell must be quoted too, which csv-stringify
    // does only for the record delimiter itself.
    { delimiter: CSV_DELIMITER, bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
