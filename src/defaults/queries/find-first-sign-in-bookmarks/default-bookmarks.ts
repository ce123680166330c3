import type { DefaultToolRule as DefaultTool } from '../../defaults.public';

export interface DefaultToolMatchTarget {
  userId: string;
  language: string;
  subsidiaryId: string | null;
  groups: readonly string[];
}

/**
 * Does a default tool apply to this person? Language "all" or theirs; no subsidiary or theirs;
 * no audience (or "all") or one that names them or one of their groups.
 */
export function defaultToolApplies(defaultTool: Pick<DefaultTool, 'language' | 'subsidiary' | 'groups'>, target: DefaultToolMatchTarget): boolean {
  const language = defaultTool.language === 'all' || defaultTool.language === target.language;
  const subsidiary = !defaultTool.subsidiary || String(defaultTool.subsidiary) === target.subsidiaryId;
  const audience = defaultTool.groups ?? [];
  const groups =
    audience.length === 0 ||
    audience.includes('all') ||
    audience.includes(target.userId) ||
    target.groups.some((group) => audience.includes(group));
  return language && subsidiary && groups;
}
