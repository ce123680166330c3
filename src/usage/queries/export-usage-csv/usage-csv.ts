import { stringify } from 'csv-stringify/sync';
import { CSV_DELIMITER, neutraliseCsvCell } from '../../../contracts';

interface UsageCsvRow {
  id: string;
  title: string;
  opens: number;
  managers: string[];
}

const usageCsvHeader = (from: string, to: string) => ['id', 'title', `opens ${from} to ${to}`, 'managers'];

/** The same file as every other export: BOM, semicolons, CRLF rows, quotes where needed, no formula cell. */
export function usageCsv(rows: readonly UsageCsvRow[], from: string, to: string): string {
  const lines = [usageCsvHeader(from, to), ...rows.map((row) => [row.id, row.title, String(row.opens), row.managers.join(', ')])];
  return stringify(
    lines.map((line) => line.map(neutraliseCsvCell)),
    { delimiter: CSV_DELIMITER, bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
