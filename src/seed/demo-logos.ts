import { LIMITS } from '../contracts';
import { hashSeed, seededRandom } from './seed-random';

/** Side of every generated logo, above the 200 px minimum the spec sets for a logo. */
export const LOGO_SIZE = 256;

/** Colours of the tiles of tools without an image logo, and backgrounds of the generated logos. */
const LOGO_COLOURS = [
  '#e8590c', '#1c7ed6', '#2f9e44', '#ae3ec9', '#f59f00', '#0ca678', '#d6336c', '#4263eb',
  '#74b816', '#1098ad', '#f76707', '#7048e8', '#c2255c', '#364fc7', '#087f5b', '#495057',
] as const;

export function colourOf(key: string): string {
  return LOGO_COLOURS[hashSeed(`colour:${key}`) % LOGO_COLOURS.length];
}

const SMALL_WORDS = new Set(['and', 'of', 'the', 'for', 'et', 'de', 'des', 'du', 'la', 'le', 'les', 'à']);

/**
 * The letters shown on a tool's tile: the initials of its main words ("Expense reports" → "ER"),
 * the first three letters of a one-word title ("Printing" → "PRI"), or a leading acronym ("CSE — …" → "CSE").
 */
export function abbreviationOf(title: string): string {
  const words = title
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()));
  if (words.length === 0) return 'S';
  if (/^\p{Lu}{2,3}$/u.test(words[0])) return words[0];
  const letters = words.length === 1 ? [...words[0]].slice(0, 3).join('') : words.map((word) => [...word][0]).join('');
  return [...letters.toUpperCase()].slice(0, LIMITS.logoAbbreviationMaxLength).join('');
}

type Motif = (random: ReturnType<typeof seededRandom>) => string;

const c = LOGO_SIZE / 2;
const MOTIFS: Motif[] = [
  (random) =>
    [0, 1, 2]
      .map((ring) => `<circle cx="${c}" cy="${c}" r="${36 + ring * 26 + random.int(0, 6)}" fill="none" stroke="#fff" stroke-opacity="${0.9 - ring * 0.25}" stroke-width="14"/>`)
      .join(''),
  (random) => {
    const tilt = random.pick([-45, -30, 30, 45]);
    const stripes = [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${-40 + i * 64}" y="-60" width="28" height="380" fill="#fff" fill-opacity="${0.25 + i * 0.12}"/>`)
      .join('');
    return `<g transform="rotate(${tilt} ${c} ${c})">${stripes}</g>`;
  },
  (random) => {
    const dots: string[] = [];
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 3; col++)
        dots.push(`<circle cx="${68 + col * 60}" cy="${68 + row * 60}" r="${random.int(8, 22)}" fill="#fff" fill-opacity="0.85"/>`);
    return dots.join('');
  },
  (random) => {
    const dx = random.int(20, 36);
    return (
      `<circle cx="${c - dx}" cy="${c}" r="62" fill="#fff" fill-opacity="0.55"/>` +
      `<circle cx="${c + dx}" cy="${c}" r="62" fill="#fff" fill-opacity="0.85"/>`
    );
  },
  (random) => {
    const peak = random.int(70, 110);
    return (
      `<path d="M40 196 L${c - 30} ${peak} L${c + 10} 150 L${c + 40} ${peak + 30} L216 196 Z" fill="#fff" fill-opacity="0.9"/>` +
      `<circle cx="${random.int(160, 196)}" cy="72" r="18" fill="#fff" fill-opacity="0.6"/>`
    );
  },
  (random) => {
    const half = random.int(56, 72);
    return (
      `<rect x="${c - half}" y="${c - half}" width="${half * 2}" height="${half * 2}" rx="12" fill="#fff" fill-opacity="0.4"/>` +
      `<rect x="${c - half / 2}" y="${c - half / 2}" width="${half}" height="${half}" transform="rotate(45 ${c} ${c})" fill="#fff" fill-opacity="0.9"/>`
    );
  },
];

/**
 * A geometric logo (no text, so it renders the same without fonts; no script), drawn from the tool's
 * key: the same key always gives the same bytes, hence the same content-hashed file name.
 */
export function logoSvg(key: string, colour: string): string {
  const random = seededRandom(`logo:${key}`);
  const motif = MOTIFS[hashSeed(`motif:${key}`) % MOTIFS.length](random);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}">` +
    `<defs><clipPath id="tile"><rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="40"/></clipPath></defs>` +
    `<g clip-path="url(#tile)"><rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" fill="${colour}"/>${motif}</g></svg>`
  );
}
