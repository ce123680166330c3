/** Lower-case, accent-free parts of a name, indexed so a prefix search needs no $text. */
export function searchNamesOf(...parts: (string | undefined)[]): string[] {
  const words = parts
    .filter((part): part is string => !!part)
    .flatMap((part) => normaliseForSearch(part).split(/[^\p{L}\p{N}]+/u))
    .filter(Boolean);
  return [...new Set(words)];
}

/** Letters that carry no combining accent, so NFD cannot strip them, spelled as people type them. */
const FOLDED_LETTERS: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Text with no character beyond ASCII: it has no accent to strip and no letter to fold. */
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** Lower case, without accents: "Łukasz Ødegård" → "lukasz odegard". */
export function normaliseForSearch(text: string): string {
  // Most search texts (one per keystroke in a picker): lower case is all they need.
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøæœßđðþı]/g, (letter) => FOLDED_LETTERS[letter]);
}
