import { LANGUAGES, type ToolCard } from '@contracts';
import { toolMatchesSearch, type PersonNames } from '@/features/search';

/** The launcher shows at most this many tools: enough to pick from, short enough to read. */
export const LAUNCHER_LIMIT = 20;

function titleMatches(tool: ToolCard, term: string): boolean {
  return LANGUAGES.some((language) => tool.title?.[language]?.toLowerCase().includes(term));
}

/**
 * The caller's tools that match `term` exactly as the search bar matches them, best first: a match
 * in the title before one elsewhere, then the most recently used, then the wall's own order.
 * `term` is already normalised ('' matches every tool: recent ones first).
 */
export function rankLauncherTools(tools: readonly ToolCard[], recent: readonly ToolCard[], term: string, names: PersonNames | null, limit = LAUNCHER_LIMIT): ToolCard[] {
  const recency = new Map(recent.map((tool, index) => [tool._id, index]));
  const rankOf = (tool: ToolCard) => recency.get(tool._id) ?? recent.length;
  return tools
    .map((tool, wallIndex) => ({ tool, wallIndex }))
    .filter(({ tool }) => toolMatchesSearch(tool, term, names))
    .map((entry) => ({ ...entry, inTitle: term !== '' && titleMatches(entry.tool, term), recentRank: rankOf(entry.tool) }))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.recentRank - b.recentRank || a.wallIndex - b.wallIndex)
    .slice(0, limit)
    .map(({ tool }) => tool);
}
