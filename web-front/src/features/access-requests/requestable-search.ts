import type { RequestableToolWire } from '@contracts';
import { searchKeyOf } from '@/features/search';

/** The requestable tools a search term finds, by title, description or a manager's name; all of them for no term. */
export function requestableMatches(tools: readonly RequestableToolWire[], term: string): RequestableToolWire[] {
  const key = searchKeyOf(term);
  if (!key) return [...tools];
  return tools.filter((tool) => searchKeyOf([tool.title, tool.description, ...tool.managers].join('\u0000')).includes(key));
}
