import type { Types } from 'mongoose';
import type { User } from '../../user.schema';
import { toUserAdminView, USER_ADMIN_FIELDS, UserAdminView } from '../user-admin.view';
import { SEPARATOR } from './index-keys';

/**
 * What the index keeps for the back-office users table and the lookups by directory id: every
 * person, deleted ones included (the table lists them with their flag), in the generation's
 * "t" keys (index-scripts.ts, TABLE_APPLY_SCRIPT):
 *   data     hash <id> → TableRecord
 *   hermes   hash <hermes_id> → <id>
 *   names    per text column (NAME_COLUMNS), "<part>\0<column member>" per name part: a search's
 *            range carries the sort key, so Redis sorts the matches without a lookup per person
 *   columns  one sorted set per sortable column, read by rank: lex members for the text columns
 *            (bytewise, MongoDB's string order; "\0" before any character), the date in ms as
 *            the score of the id for the date columns (a missing date first, like MongoDB's null)
 *   prefixes "x:<prefix>" the set of ids with a name part starting with each prefix of one or two
 *            characters, and "x" the set of those prefixes (to drop them with the generation): a
 *            broad search ("m", "ma d") tests people against them while it walks a column's order
 *   version  a counter of the changes (TABLE_APPLY_SCRIPT's calls)
 *   scratch  "q:<sha1 of the table's state, column, direction and words>" a gathered search's first
 *            LIMITS.tableSearchListed + 1 matches in the column's order, kept TABLE_SEARCH_SCRATCH_TTL_S
 *            for its next pages (and "…:<token>" while it gathers)
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

export const TABLE_USER_FIELDS = { ...USER_ADMIN_FIELDS, hermes_id: 1, search_names: 1 } as const;
export type TableUserRow = Partial<User> & { _id: Types.ObjectId };

/** The lex columns in the order of `TableRecord.lex` and of the script's keys; then the date columns. */
export const LEX_COLUMNS = ['lastname', 'firstname', 'id_portal', 'id'] as const;
export const DATE_COLUMNS = ['updated_time', 'last_login_time'] as const;
/** The text columns with a name set of their own, in the order of `TableRecord.lex`. */
export const NAME_COLUMNS = ['lastname', 'firstname', 'id_portal'] as const;

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
