import { LIMITS } from '../../contracts';

/** Limits of the back-office tool list. The spec names the page size; the rest are ours. */
export const ADMIN_TOOLS = {
  /** Rows of the tool table per page (back-office spec section 9). */
  pageSize: LIMITS.tablePageSize,
  /** A larger range is cut to this many rows (the Content-Range header tells react-admin what came). */
  maxRange: 100,
  /** Nobody types a tool name longer than this; cutting bounds the regular expression we build. */
  maxTextLength: 100,
  /** Values of one filter (managers, viewers, categories, subsidiaries) or ids of one getMany. */
  maxFilterValues: 200,
  /** A viewer is a user id or a directory group name; longer is not an id. */
  maxViewerIdLength: 200,
} as const;
