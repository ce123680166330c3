import type { Language } from '../contracts';

export const CATEGORY_KEYS = [
  'hr',
  'finance',
  'it',
  'travel',
  'learning',
  'communication',
  'engineering',
  'sales',
  'legal',
  'facilities',
  'security',
  'data',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** [title, description] of a tool in one language. */
type ToolText = readonly [title: string, description: string];

/** A tool as the data files write it: its texts and where it lives; who runs it is decided later. */
export interface ToolData {
  /** Stable natural key: the seeded id and every cross-reference derive from it. */
  key: string;
  /** "host/path" under northwind.example, e.g. "hr/leave" gives https://hr.northwind.example/leave. */
  at: string;
  categories: CategoryKey[];
  texts: Partial<Record<Language, ToolText>>;
}

export function tool(key: string, at: string, categories: CategoryKey[], texts: ToolData['texts']): ToolData {
  return { key, at, categories, texts };
}

/**
 * A tool that every subsidiary runs for itself (payslips, canteen…). `{region}` is replaced by the
 * region's name in each language, `{sub}` by the subsidiary's name.
 */
export interface RegionalToolData {
  kind: string;
  at: string;
  categories: CategoryKey[];
  texts: Record<Language, ToolText>;
}
