import type { RequestableToolWire, ToolCard } from '@contracts';
import { matchesInTitle, searchEntriesOf, searchKeyOf, searchTextIndexOf, type PersonNames, type SearchEntry } from '@/features/search';

/** The launcher shows at most this many tools: enough to pick from, short enough to read. */
export const LAUNCHER_LIMIT = 20;

/** A tool with its search texts (as the wall's search builds them), worked out once per list and names. */
export interface LauncherEntry extends SearchEntry {
  /** Its place on the wall: the last tie-breaker. */
  wallIndex: number;
}

export function launcherEntries(tools: readonly ToolCard[], names: PersonNames | null): LauncherEntry[] {
  return searchEntriesOf(tools, names).map((entry, wallIndex) => ({ ...entry, wallIndex }));
}

/**
 * A search over these entries that remembers its last answer: a term that extends the last one
 * (the person typed one more letter) can only match among the last matches, and in each of them
 * no earlier than where the last term was found, so that is where it looks first. `term` is a search
 * key (searchKeyOf of the normalised term; '' matches every entry).
 */
export function launcherSearch(entries: readonly LauncherEntry[]): (term: string) => readonly LauncherEntry[] {
  let last: { term: string; matches: readonly LauncherEntry[]; foundAt: readonly number[] } = { term: '', matches: entries, foundAt: [] };
  return (term) => {
    if (term === last.term) return last.matches;
    if (term === '') {
      last = { term, matches: entries, foundAt: [] };
      return entries;
    }
    const narrowing = last.term !== '' && term.startsWith(last.term);
    const among = narrowing ? last.matches : entries;
    const matches: LauncherEntry[] = [];
    const foundAt: number[] = [];
    among.forEach((entry, index) => {
      const at = searchTextIndexOf(entry.text, term, narrowing ? last.foundAt[index] : 0);
      if (at === -1) return;
      matches.push(entry);
      foundAt.push(at);
    });
    last = { term, matches, foundAt };
    return matches;
  };
}

interface Candidate {
  tool: ToolCard;
  inTitle: boolean;
  recentRank: number;
  wallIndex: number;
}

/** A match in the title before one elsewhere (the wall's rule, matchesInTitle), then the most recently used, then the wall's own order. */
function ranksBefore(a: Candidate, b: Candidate): boolean {
  if (a.inTitle !== b.inTitle) return a.inTitle;
  if (a.recentRank !== b.recentRank) return a.recentRank < b.recentRank;
  return a.wallIndex < b.wallIndex;
}

/**
 * The best `limit` of the entries that match `term` (from launcherSearch), best first (see
 * ranksBefore). One pass keeps only the best `limit` in order: no sort of every match. `term` is the
 * search key the matches were found with.
 */
export function rankLauncherMatches(matches: readonly LauncherEntry[], recent: readonly ToolCard[], term: string, limit = LAUNCHER_LIMIT): ToolCard[] {
  const recency = new Map(recent.map((tool, index) => [tool._id, index]));
  const best: Candidate[] = [];
  for (const { tool, titles, wallIndex } of matches) {
    const candidate = { tool, inTitle: matchesInTitle({ titles }, term), recentRank: recency.get(tool._id) ?? recent.length, wallIndex };
    if (best.length === limit && !ranksBefore(candidate, best[limit - 1])) continue;
    let at = best.length;
    while (at > 0 && ranksBefore(candidate, best[at - 1])) at--;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best.map(({ tool }) => tool);
}

/**
 * The caller's tools that match `term` exactly as the search bar matches them, best first, at most
 * `limit` ('' matches every tool: recent ones first).
 */
export function rankLauncherTools(entries: readonly LauncherEntry[], recent: readonly ToolCard[], term: string, limit = LAUNCHER_LIMIT): ToolCard[] {
  const key = searchKeyOf(term);
  return rankLauncherMatches(launcherSearch(entries)(key), recent, key, limit);
}

/** At most this many tools to ask for, after the person's own. */
export const LAUNCHER_REQUESTABLE_LIMIT = 5;

/**
 * The requestable tools a term finds (`term` already a search key): by title first, then by
 * description or a manager's name. None without a term: the launcher lists the person's own tools then.
 */
export function requestableLauncherMatches(tools: readonly RequestableToolWire[], term: string, limit = LAUNCHER_REQUESTABLE_LIMIT): RequestableToolWire[] {
  if (!term) return [];
  const inTitle = tools.filter((tool) => searchKeyOf(tool.title).includes(term));
  const elsewhere = tools.filter((tool) => !inTitle.includes(tool) && searchKeyOf([tool.description, ...tool.managers].join('\u0000')).includes(term));
  return [...inTitle, ...elsewhere].slice(0, limit);
}
