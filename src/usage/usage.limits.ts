/** Opens of one tool by one person count once in this window (a burst of clicks is one open). */
export const OPEN_DEDUPE_SECONDS = 60;
/** "Recently used" shows this many distinct tools, newest first. */
export const RECENT_TOOLS_SHOWN = 8;
/** Kept per person beyond what is shown, so tools that became invisible can be skipped. */
export const RECENT_TOOLS_KEPT = 20;
/** At most this many pending counters are written to the database per flush (one short write each). */
export const FLUSH_BATCH = 500;
/** The flusher's note of the documents it wrote is kept this long; a reader idle for longer reloads them all. */
export const WRITTEN_IDS_KEPT_MS = 2 * 86_400_000;
/** The Usage read model re-reads this many documents at once by `_id` (each a pure `_id` read). */
export const REREAD_CONCURRENCY = 16;
/** More written documents than this since the last read: one scan of the window is cheaper than one read each. */
export const FULL_RELOAD_ABOVE = 3_000;
/** The Usage page lists at most this many "candidates to retire" (the CSV export holds them all). */
export const IDLE_TOOLS_SHOWN = 200;
/** Tools written to the Usage read model in Redis per script call (each value a few hundred bytes). */
export const PUBLISH_BATCH = 500;
/** Tools of the worker's snapshot of the day documents read from Redis per HSCAN step at its start. */
export const RESTORE_BATCH = 200;
