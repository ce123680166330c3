import { stringify } from 'csv-stringify/sync';
import { CSV_DELIMITER } from '../../../contracts/limits';
import { neutraliseCsvCell } from '../../../contracts/csv';
import type { ActivityLogView } from '../../activity-log.view';

const LOGS_CSV_HEADER = ['created', 'user', 'action', 'message', 'about'];

function logCsvRow(log: ActivityLogView): string[] {
  const about = log.target ? [log.target.kind, log.target.label ?? log.target.id].filter(Boolean).join(': ') : '';
  return [log.created_time ?? '', log.user?.fullname ?? '', log.action, log.message, about];
}

/**
 * The logs page's "Export as CSV": a byte-order mark (Excel reads UTF-8), a header row, semicolons,
 * CRLF rows, quotes where needed, and no cell a spreadsheet would run as a formula (a tool title
 * such as `=cmd|…` ends up in messages).
 */
export function logsCsv(logs: readonly ActivityLogView[]): string {
  const rows = [LOGS_CSV_HEADER, ...logs.map(logCsvRow)];
  return stringify(
    rows.map((row) => row.map(neutraliseCsvCell)),
    { delimiter: CSV_DELIMITER, bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
