/**
 * How strong a configured secret is, judged from the value alone: what an operator left in a copied
 * file (a placeholder word, with or without a suffix), a value repeating a short pattern or running
 * through a sequence, one written with few distinct characters or using them unevenly, and the bits
 * of randomness its length can hold at most in the alphabet it is written in.
 */

/** Words people leave in place of a secret, alone or followed by anything (`secret-2026`, `change-me-to-…`). */
const PLACEHOLDER_WORDS = ['change-me', 'changeme', 'change_me', 'secret', 'password', 'passwd', 'example', 'sample', 'placeholder', 'default', 'replace', 'todo', 'test', 'dev', 'your', 'xxx'];
/** Short words count as a placeholder only when a separator or nothing follows (a random value may begin with "dev"). */
const SHORT_WORD = 4;

/** Below this share of distinct three-character runs, the value repeats itself (random values: 0.9 or more). */
const MIN_DISTINCT_TRIGRAMS = 0.8;
/** Above this share of steps equal to the step before ("abcd", "1357"), the value is a sequence (random values: about 1 in 16). */
const MAX_SEQUENCE_STEPS = 0.3;
/** Random values of 32 characters or more use well over this many characters. */
const MIN_DISTINCT_CHARACTERS = 10;
/**
 * How evenly the value uses its characters: its Shannon entropy per character over the most the
 * value could show (log2 of the smaller of its alphabet and its length). Random values score 0.75 or more
 * (100,000 draws each of `openssl rand -hex 32`, `-base64 32` and 32 alphanumerics).
 */
const MIN_EVENNESS = 0.65;

export type SecretWeakness = 'placeholder' | 'pattern' | 'few_characters' | 'uneven' | 'short';

export function isPlaceholder(value: string): boolean {
  const lower = value.trim().toLowerCase();
  return PLACEHOLDER_WORDS.some((word) => lower.startsWith(word) && (word.length > SHORT_WORD || /^([-_ .:]|$)/.test(lower.slice(word.length))));
}

function repeatsItself(value: string): boolean {
  if (value.length < 4) return true;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= value.length; i++) trigrams.add(value.slice(i, i + 3));
  return trigrams.size / (value.length - 2) < MIN_DISTINCT_TRIGRAMS;
}

function isSequence(value: string): boolean {
  let same = 0;
  for (let i = 2; i < value.length; i++) if (value.charCodeAt(i) - value.charCodeAt(i - 1) === value.charCodeAt(i - 1) - value.charCodeAt(i - 2)) same++;
  return same / Math.max(1, value.length - 2) > MAX_SEQUENCE_STEPS;
}

/** Characters the value's alphabet holds: hex, or the classes it uses (lower case, upper case, digits, symbols). */
function alphabetSize(value: string): number {
  if (/^[0-9a-f]+$/i.test(value)) return 16;
  let size = 0;
  if (/[a-z]/.test(value)) size += 26;
  if (/[A-Z]/.test(value)) size += 26;
  if (/[0-9]/.test(value)) size += 10;
  if (/[^A-Za-z0-9]/.test(value)) size += 32;
  return size;
}

function evenness(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  let entropy = 0;
  for (const count of counts.values()) entropy -= (count / value.length) * Math.log2(count / value.length);
  const most = Math.log2(Math.min(alphabetSize(value), value.length));
  return most > 0 ? entropy / most : 0;
}

/** Bits of randomness the value can hold at most: its length times the bits of one character of its alphabet. */
export function estimatedBits(value: string): number {
  return Math.floor(value.length * Math.log2(alphabetSize(value) || 1));
}

/**
 * The first weakness of a secret that must hold `minBits` of randomness (or, with `minLength`, be at
 * least that many characters, for a secret someone else issued), or null when it has none.
 */
export function weaknessOf(value: string, need: { minBits?: number; minLength?: number }): SecretWeakness | null {
  if (isPlaceholder(value)) return 'placeholder';
  if (need.minLength !== undefined && value.length < need.minLength) return 'short';
  if (need.minBits !== undefined && estimatedBits(value) < need.minBits) return 'short';
  if (repeatsItself(value) || isSequence(value)) return 'pattern';
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return 'few_characters';
  if (evenness(value) < MIN_EVENNESS) return 'uneven';
  return null;
}

const WHY: Record<Exclude<SecretWeakness, 'placeholder' | 'short'>, string> = {
  pattern: 'it repeats a short pattern or runs through a sequence',
  few_characters: `it uses fewer than ${MIN_DISTINCT_CHARACTERS} distinct characters`,
  uneven: 'it uses a few characters far more than others (too little entropy)',
};

/** The start-up message for a weak secret, naming the variable and how to make a good one. */
export function weaknessMessage(name: string, weakness: SecretWeakness, tooShort: string, remedy: string): string {
  if (weakness === 'placeholder') return `${name}: a placeholder or development value; ${remedy}`;
  if (weakness === 'short') return `${name}: ${tooShort}; ${remedy}`;
  return `${name}: not random: ${WHY[weakness]}; ${remedy}`;
}
