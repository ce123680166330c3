import { LIMITS } from './limits';

const DAY_MS = 24 * 3600 * 1000;

/** What the "new" label reads of a tool: the stored flag, its creation, its viewers and whether it is live. */
export interface NewLabelFacts {
  is_new?: boolean | null;
  created_time?: Date | string | null;
  /** ["all"] for a public or subsidiary tool; a private tool lists its viewers. */
  users?: readonly string[] | null;
  /** False while the tool's creation waits for approval. */
  is_published?: boolean | null;
}

/** A private tool is for its listed viewers: no "all" among them. */
export function isPrivateTool(tool: Pick<NewLabelFacts, 'users'>): boolean {
  return !(tool.users ?? []).includes('all');
}

/**
 * Until when (ms since the epoch) a tool shows the "new" label: Infinity while its flag holds, the end of
 * its first 15 days, or null when it never shows it.
 *
 * The single rule, read by the server (cards, back-office rows, the wall's order) and both UIs. Spec:
 * "new when created fewer than 15 days ago, or flagged is_new"; "public: is_new true". So any tool, private
 * ones included, is new in its first 15 days; a public or subsidiary tool flagged `is_new` (set at
 * publication, cleared by the worker 15 days later) is new until the flag goes. A tool whose creation
 * waits for approval is not new: it is not live yet.
 */
export function newLabelUntil(tool: NewLabelFacts): number | null {
  if (tool.is_published === false) return null;
  if (tool.is_new && !isPrivateTool(tool)) return Infinity;
  if (!tool.created_time) return null;
  const created = new Date(tool.created_time).getTime();
  return Number.isFinite(created) ? created + LIMITS.newToolDays * DAY_MS : null;
}

export function showsNewLabel(tool: NewLabelFacts, now: number = Date.now()): boolean {
  const until = newLabelUntil(tool);
  return until !== null && now < until;
}
