/** Opens of one tool by one person count once in this window (a burst of clicks is one open). */
export const OPEN_DEDUPE_SECONDS = 60;
/** "Recently used" shows this many distinct tools, newest first. */
export const RECENT_TOOLS_SHOWN = 8;
/** Kept per person beyond what is shown, so tools that became invisible can be skipped. */
export const RECENT_TOOLS_KEPT = 20;
/** At most this many pending counters are written to the database per flush (one short write each). */
export const FLUSH_BATCH = 500;
