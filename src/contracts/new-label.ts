import { LIMITS } from './limits';

const DAY_MS = 24 * 3600 * 1000;

/** What the "new" label reads of a tool: the stored flag, its creation and its viewers. */
export interface NewLabelFacts {
  is_new?: boolean | null;
  created_time?: Date | string | null;
  /** ["all"] for a public or subsidiary tool; a private tool lists its viewers. */
  users?: readonly string[] | null;
}

/** A private tool is for its listed viewers: no "all" among them. */
export function isPrivateTool(tool: Pick<NewLabelFacts, 'users'>): boolean {
  return !(tool.users ?? []).includes('all');
}

/**
 * The single rule of the "new" label, read by the server (cards, back-office rows) and both UIs
 * (spec: "new when created fewer than 15 days ago, or flagged is_new"; "public: is_new true"):
 * a public or subsidiary tool flagged `is_new` (set at publication, cleared by the worker 15 days
 * later) or created fewer than 15 days ago. A private tool never shows it, whatever its flag says.
 */
export function showsNewLabel(tool: NewLabelFacts, now: number = Date.now()): boolean {
  if (isPrivateTool(tool)) return false;
  if (tool.is_new) return true;
  if (!tool.created_time) return false;
  const created = new Date(tool.created_time).getTime();
  return Number.isFinite(created) && now - created < LIMITS.newToolDays * DAY_MS;
}
