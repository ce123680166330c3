import { LIMITS, pickTranslation, type Language, type ToolCard } from '@contracts';

type TextField = 'title' | 'description' | 'url';

/**
 * A tool's text in the interface language, else English, else French (then any language that has
 * one), so a tool written only in French still shows and opens for a Japanese reader.
 */
export function toolText(tool: Pick<ToolCard, TextField>, field: TextField, language: Language): string {
  return pickTranslation(tool[field], language).trim();
}

/**
 * Spec section 9: tile titles are shortened to 32 characters. The result holds at most `max`
 * characters, the ellipsis included, and never splits a character made of two code units (emoji).
 */
export function cutTitle(title: string, max: number = LIMITS.tileTitleCut): string {
  const characters = Array.from(title.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}
