import type { ToolCard } from '@contracts';
import { searchTextHas, searchTextOf, titleTextOf, type PersonNames } from '@/features/search';

/** The launcher shows at most this many tools: enough to pick from, short enough to read. */
export const LAUNCHER_LIMIT = 20;

/** A tool with its search texts, worked out once per list (and names), not on every key. */
export interface LauncherEntry {
  tool: ToolCard;
  text: string;
  titles: string;
}

export function launcherEntries(tools: readonly ToolCard[], names: PersonNames | null): LauncherEntry[] {
  return tools.map((tool) => ({ tool, text: searchTextOf(tool, names), titles: titleTextOf(tool) }));
}

interface Candidate {
  tool: ToolCard;
  inTitle: boolean;
  recentRank: number;
  wallIndex: number;
}

/** A match in the title before one elsewhere, then the most recently used, then the wall's own order. */
function ranksBefore(a: Candidate, b: Candidate): boolean {
  if (a.inTitle !== b.inTitle) return a.inTitle;
  if (a.recentRank !== b.recentRank) return a.recentRank < b.recentRank;
  return a.wallIndex < b.wallIndex;
}

/**
 * The caller's tools that match `term` exactly as the search bar matches them, best first (see
 * ranksBefore), at most `limit`. One pass keeps only the best `limit` in order: no sort of every
 * match. `term` is already normalised ('' matches every tool: recent ones first).
 */
export function rankLauncherTools(entries: readonly LauncherEntry[], recent: readonly ToolCard[], term: string, limit = LAUNCHER_LIMIT): ToolCard[] {
  const recency = new Map(recent.map((tool, index) => [tool._id, index]));
  const best: Candidate[] = [];
  entries.forEach(({ tool, text, titles }, wallIndex) => {
    if (term !== '' && !searchTextHas(text, term)) return;
    const candidate = { tool, inTitle: term !== '' && searchTextHas(titles, term), recentRank: recency.get(tool._id) ?? recent.length, wallIndex };
    if (best.length === limit && !ranksBefore(candidate, best[limit - 1])) return;
    let at = best.length;
    while (at > 0 && ranksBefore(candidate, best[at - 1])) at--;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  });
  return best.map(({ tool }) => tool);
}
