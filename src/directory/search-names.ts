/** Lower-case, accent-free parts of a name, indexed so a prefix search needs no $text. */
export function searchNamesOf(...parts: (string | undefined)[]): string[] {
  const words = parts
    .filter((part): part is string => !!part)
    .flatMap((part) => normaliseForSearch(part).split(/[^\p{L}\p{N}]+/u))
    .filter(Boolean);
  return [...new Set(words)];
}

export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
