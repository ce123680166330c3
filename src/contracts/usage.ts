/** The back-office's Usage page (GET /api/admin/usage): opens of tools over the last days, never who opened what. */

/** The page covers this many days, today (UTC) included. */
export const USAGE_WINDOW_DAYS = 90;
/** The "top tools" list holds this many tools. */
export const USAGE_TOP_TOOLS = 10;

export interface UsageToolRow {
  id: string;
  title: string;
  opens: number;
}

export interface UsageIdleTool {
  id: string;
  title: string;
  /** The managers' names (a deleted person keeps their name; an unknown id is left out). */
  managers: string[];
}

export interface UsageReport {
  /** First and last day covered (`YYYY-MM-DD`, UTC). */
  from: string;
  to: string;
  /** Tools in scope and filter. */
  tools: number;
  /** Opens in the window, of the tools in scope and filter. */
  total: number;
  /** One entry per day of the window, oldest first, zero days included. */
  days: { day: string; opens: number }[];
  /** The most opened tools, most first. */
  top: UsageToolRow[];
  /** How many tools were never opened in the window ("candidates to retire"). */
  idleCount: number;
  /** The first of them by title (the CSV export holds them all). */
  idle: UsageIdleTool[];
  /** Opens by the opener's subsidiary (`id` null: people without one), most first. */
  bySubsidiary: { id: string | null; name: string; opens: number }[];
  /** Opens by interface language, most first. */
  byLanguage: { language: string; opens: number }[];
}
