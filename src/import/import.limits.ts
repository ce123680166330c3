/** Limits of the directory import (not in the spec; written down in the README). */
export const IMPORT_LIMITS = {
  /** Longest accepted value of one field. */
  fieldMaxLength: 200,
  /** Most groups one person may list. */
  servicesPerUserMax: 1000,
  /** A CSV record (or the peeked head of a file) longer than this makes the file unparseable. */
  recordMaxBytes: 256 * 1024,
  /** Levels of nesting inside one element of a JSON file: the object, then its lists (services). */
  jsonElementMaxDepth: 2,
  /** Rejected rows listed in a report (the counts are always complete). */
  rejectionsListed: 1000,
  /**
   * Writes per bulkWrite of updates: FerretDB hangs beyond ~40 matching statements per command, and
   * holds SQLite's write lock for the whole command; an update by `_id` uses its `_id` index
   * (scripts/install-ferretdb.sh), a few milliseconds each, so 30 keep a command short.
   */
  updateBatch: 30,
  /** How long the write lock stays free after each write command of an import (one writer on SQLite): the api's waiting writes get their turn. */
  writePauseMs: 100,
  /** Entries marked deleted per command: one update by `_id` each (FerretDB scans for an `_id: {$in}` filter). */
  deleteBatch: 30,
  /** New documents per insertMany. */
  insertBatch: 1000,
} as const;
