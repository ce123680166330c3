import { escapeRegExp } from '../../contracts';
import { normaliseForSearch } from '../../directory/directory.public';

/**
 * Every Latin letter with a diacritic, grouped under the plain letter it folds to ("e" → "éèêëēėę…"),
 * both cases. Built once from Unicode's own decompositions rather than typed by hand.
 */
const LETTER_VARIANTS: ReadonlyMap<string, string> = (() => {
  const variants = new Map<string, Set<string>>();
  const ranges: [number, number][] = [
    [0x00c0, 0x024f], // Latin-1 Supplement, Latin Extended-A and B
    [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese, …)
  ];
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) {
      const letter = String.fromCodePoint(code);
      const base = normaliseForSearch(letter);
      if (base.length !== 1 || !/[a-z]/.test(base) || base === letter) continue;
      const set = variants.get(base) ?? new Set([base, base.toUpperCase()]);
      set.add(letter);
      variants.set(base, set);
    }
  }
  return new Map([...variants].map(([base, set]) => [base, [...set].join('')]));
})();

/**
 * A regular expression (used with the `i` option) finding `text` inside a title whatever its
 * case and accents: "conges" and "CONGÉS" both find "Congés". The stored titles keep their accents
 * and FerretDB has no $text nor collation, so the accents are spelled out as character classes.
 * Regex characters are escaped; runs of spaces match any run of white space.
 */
export function accentInsensitivePattern(text: string): string {
  const chars = Array.from(text.normalize('NFC').trim());
  let pattern = '';
  for (let i = 0; i < chars.length; i++) {
    if (/\s/u.test(chars[i])) {
      if (!/\s/u.test(chars[i - 1] ?? '')) pattern += '\\s+';
      continue;
    }
    const pair = normaliseForSearch(`${chars[i]}${chars[i + 1] ?? ''}`);
    const ligature = LIGATURES[pair];
    if (ligature && chars[i + 1] && normaliseForSearch(chars[i]).length === 1) {
      // "ae" typed also finds "æ", "ss" finds "ß".
      pattern += `(?:${letterPattern(chars[i])}${letterPattern(chars[i + 1])}|[${ligature}])`;
      i++;
    } else {
      pattern += letterPattern(chars[i]);
    }
  }
  return pattern;
}

/** Letters that fold to two (æ → ae): what the two typed letters may also stand for. */
const LIGATURES: Record<string, string> = { ae: 'æÆ', oe: 'œŒ', ss: 'ßẞ', th: 'þÞ' };

function letterPattern(char: string): string {
  const base = normaliseForSearch(char);
  const variants = base.length === 1 ? LETTER_VARIANTS.get(base) : undefined;
  if (variants) return `[${variants}]`;
  // A letter folding to two (æ → ae, ß → ss) finds itself or its spelling out.
  if (base.length > 1 && /^[a-z]+$/.test(base)) return `(?:${escapeRegExp(char)}|${base})`;
  return escapeRegExp(char);
}
