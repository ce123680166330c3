import type { Types } from 'mongoose';
import type { User } from '../../user.schema';
import { toUserAdminView, USER_ADMIN_FIELDS, UserAdminView } from '../user-admin.view';
import type { UserSortColumn } from '../user-list.criteria';
import { bytewiseSortable, SEPARATOR } from './index-keys';

/**
 * What the index keeps for the back-office users table and the lookups by directory id: every
 * person, deleted ones included (the table lists them with their flag), in the generation's
 * "t" keys (index-scripts.ts, TABLE_APPLY_SCRIPT):
 *   data     hash <id> → TableRecord
 *   names    "<part>\0<id>" per name part, for the table's search
 *   hermes   hash <hermes_id> → <id>
 *   keys     hash <id> → TableSortKeys JSON: the few bytes a search filters and sorts on, so a
 *            search over thousands of people reads them instead of each whole row
 *   columns  one sorted set per sortable column, read by rank: lex members for the text columns
 *            (bytewise, MongoDB's string order; "\0" before any character), the date in ms as
 *            the score of the id for the date columns (a missing date first, like MongoDB's null)
 */
export interface TableRecord {
  /** The row as the table shows it, without its _id. */
  v: Omit<UserAdminView, '_id'>;
  hermes: string;
  parts: string[];
  /** Members of the lex columns: lastname, firstname, id_portal, id. */
  lex: [string, string, string, string];
  /** Scores of the date columns: updated_time, last_login_time ("-inf" when missing). */
  at: [string, string];
}

/** A record's lex members, date scores and name parts: `[lex0, lex1, lex2, at0, at1, parts]`. */
export type TableSortKeys = [string, string, string, string, string, string[]];

export function sortKeysOf(record: TableRecord): TableSortKeys {
  return [record.lex[0], record.lex[1], record.lex[2], record.at[0], record.at[1], record.parts];
}

export const TABLE_USER_FIELDS = { ...USER_ADMIN_FIELDS, hermes_id: 1, search_names: 1 } as const;
export type TableUserRow = Partial<User> & { _id: Types.ObjectId };

/** The lex columns in the order of `TableRecord.lex` and of the script's keys; then the date columns. */
export const LEX_COLUMNS = ['lastname', 'firstname', 'id_portal', 'id'] as const;
export const DATE_COLUMNS = ['updated_time', 'last_login_time'] as const;

export function tableRecord(user: TableUserRow): TableRecord {
  const id = String(user._id);
  const { _id, ...v } = toUserAdminView(user);
  void _id;
  const join = (...fields: (string | undefined)[]) => fields.map((field) => (field ?? '').split(SEPARATOR).join('')).join(SEPARATOR);
  return {
    v,
    hermes: user.hermes_id ?? '',
    parts: [...new Set(user.search_names ?? [])],
    lex: [join(user.lastname, user.firstname, id), join(user.firstname, user.lastname, id), join(user.id_portal, id), id],
    at: [score(user.updated_time), score(user.last_login_time)],
  };
}

function score(date: Date | string | null | undefined): string {
  const ms = date ? new Date(date).getTime() : NaN;
  return Number.isFinite(ms) ? String(ms) : '-inf';
}

/** The row of a record read from the index. */
export function rowOf(id: string, record: TableRecord): UserAdminView {
  return { _id: id, ...record.v };
}

/**
 * The table's order (userSortOf) over a search's matches, sorted here from their sort keys:
 * bytewise for the text columns, by date then id bytewise for the date columns. Compared as JS
 * strings made bytewise-sortable: no UTF-8 encoding of thousands of keys per search.
 */
export function inTableOrder(matches: [string, TableSortKeys][], column: UserSortColumn, ascending: boolean): string[] {
  const dir = ascending ? 1 : -1;
  const lex = (LEX_COLUMNS as readonly string[]).indexOf(column);
  const at = (DATE_COLUMNS as readonly string[]).indexOf(column);
  const keyed = matches.map(([id, keys]) => ({
    id,
    text: bytewiseSortable(lex >= 0 && lex < 3 ? (keys[lex] as string) : id),
    time: at >= 0 ? timeOf(keys[3 + at] as string) : 0,
  }));
  keyed.sort((a, b) => dir * (a.time - b.time || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)));
  return keyed.map(({ id }) => id);
}

const timeOf = (score: string) => (score === '-inf' ? -Number.MAX_VALUE : Number(score));
