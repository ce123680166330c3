import { LANGUAGES, LIMITS, type ToolCard } from '@contracts';

/**
 * Spec section 4: the term is lowercased and trimmed, and applies only when it is longer than one
 * character; anything shorter means "no search" (the empty string). This is the term as the page
 * shows it ("3 tools for “café”"); searchKeyOf gives what is matched.
 */
export function normaliseSearchTerm(raw: string): string {
  const term = raw.trim().toLowerCase();
  return Array.from(term).length >= LIMITS.searchMinLength ? term : '';
}

/** The accents of Latin letters (é, ç, ü…), dropped by foldForSearch; Japanese voicing marks are not among them. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/**
 * A text as the search compares it: lower-cased, compatibility forms unified (full-width "ＡＢＣ",
 * half-width "ｶﾅ") and Latin accents dropped, so "cafe" finds "Café" and "conges" finds "congés".
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(LATIN_ACCENTS, '').normalize('NFC');
}

/** What a normalised term is matched as (foldForSearch); '' stays '' (no search). */
export function searchKeyOf(term: string): string {
  return foldForSearch(term);
}

/** A person's name by user id, from `getMapUsers`. */
export type PersonNames = ReadonlyMap<string, string>;

/** Between the texts of searchTextOf: a typed term never holds it, so a match never spans two texts. */
const TEXT_SEPARATOR = '\u0000';

const ADDRESS = /^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]*)(?::\d+)?(.*)$/i;

/** The host of an address, lower-cased and without "www.", or '' when it is not an address. */
function hostOf(url: string): string {
  return ADDRESS.exec(url.trim())?.[1].toLowerCase().replace(/^www\./, '') ?? '';
}

/** The domain of a host: its last two labels ("hr.northwind.example" → "northwind.example"). */
function domainOf(host: string): string {
  const labels = host.split('.').filter(Boolean);
  return labels.length >= 2 && !/^\d+$/.test(labels[labels.length - 1]) ? labels.slice(-2).join('.') : '';
}

/**
 * The domain most of these tools' addresses share (the company's own, "northwind.example"), or ''
 * when no domain is in more than half of them. The search leaves it out of the addresses: a term
 * found only there ("north") would otherwise match nearly every tool.
 */
export function sharedDomainOf(tools: readonly ToolCard[]): string {
  const counts = new Map<string, number>();
  for (const tool of tools) {
    const domains = new Set(LANGUAGES.map((language) => domainOf(hostOf(tool.url?.[language] ?? ''))).filter(Boolean));
    for (const domain of domains) counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  let shared = '';
  let most = 0;
  for (const [domain, count] of counts) {
    if (count > most) [shared, most] = [domain, count];
  }
  return tools.length >= 2 && most * 2 > tools.length ? shared : '';
}

/**
 * The part of an address the search looks in: the host without "www." and without the shared domain
 * ("https://hr.northwind.example/leave" → "hr/leave"), and the path and query; the scheme is left out.
 */
export function addressSearchText(url: string, sharedDomain = ''): string {
  const match = ADDRESS.exec(url.trim());
  if (!match) return url;
  let host = match[1].toLowerCase().replace(/^www\./, '');
  if (sharedDomain && (host === sharedDomain || host.endsWith(`.${sharedDomain}`))) host = host.slice(0, -sharedDomain.length).replace(/\.$/, '');
  return `${host}${match[2]}`;
}

/**
 * Every text the search looks in (spec section 5): the title, description and address in every
 * language (the address as addressSearchText gives it), and the names of the tool's managers and
 * users (when the names are known; group names and "all" are not people), folded (foldForSearch)
 * and joined. Built once per tool and list, then matched with one `indexOf` per key.
 */
export function searchTextOf(tool: ToolCard, names?: PersonNames | null, sharedDomain = ''): string {
  const texts: string[] = [];
  for (const field of ['title', 'description'] as const) {
    for (const language of LANGUAGES) {
      const text = tool[field]?.[language];
      if (text) texts.push(foldForSearch(text));
    }
  }
  for (const language of LANGUAGES) {
    const url = tool.url?.[language];
    if (url) texts.push(foldForSearch(addressSearchText(url, sharedDomain)));
  }
  if (names) {
    for (const id of [...(tool.managers ?? []), ...(tool.users ?? [])]) {
      const name = names.get(id);
      if (name) texts.push(foldForSearch(name));
    }
  }
  return texts.join(TEXT_SEPARATOR);
}

/** The tool's titles in every language, folded and joined, as searchTextOf joins them. */
export function titleTextOf(tool: ToolCard): string {
  return LANGUAGES.map((language) => foldForSearch(tool.title?.[language] ?? '')).join(TEXT_SEPARATOR);
}

/** Whether a search key (searchKeyOf) is found in a text of searchTextOf or titleTextOf. */
export function searchTextHas(text: string, key: string): boolean {
  return searchTextIndexOf(text, key) !== -1;
}

/** Where a search key is first found in a text of searchTextOf at or after `from`, or -1. */
export function searchTextIndexOf(text: string, key: string, from = 0): number {
  return key.includes(TEXT_SEPARATOR) ? -1 : text.indexOf(key, from);
}

/** A tool with its search texts, worked out once per list (and names), not on every key. */
export interface SearchEntry {
  tool: ToolCard;
  text: string;
  titles: string;
}

/** The search texts of a list's tools, the list's shared domain left out of their addresses. */
export function searchEntriesOf(tools: readonly ToolCard[], names?: PersonNames | null): SearchEntry[] {
  const sharedDomain = sharedDomainOf(tools);
  return tools.map((tool) => ({ tool, text: searchTextOf(tool, names, sharedDomain), titles: titleTextOf(tool) }));
}

/** The one ranking rule of the wall and the launcher: a tool whose title holds the key comes before one matched elsewhere. */
export function matchesInTitle(entry: Pick<SearchEntry, 'titles'>, key: string): boolean {
  return key !== '' && searchTextHas(entry.titles, key);
}

/**
 * Spec section 5 on the wall: the entries that match the normalised `term`, the title matches first,
 * each group in the list's order. An empty term keeps every entry in order.
 */
export function searchEntries<T extends SearchEntry>(entries: readonly T[], term: string): T[] {
  const key = searchKeyOf(term);
  if (!key) return [...entries];
  const inTitle: T[] = [];
  const elsewhere: T[] = [];
  for (const entry of entries) {
    if (matchesInTitle(entry, key)) inTitle.push(entry);
    else if (searchTextHas(entry.text, key)) elsewhere.push(entry);
  }
  return [...inTitle, ...elsewhere];
}

/** Spec section 5: the term matches one of the tool's texts (searchTextOf). An empty term matches everything. */
export function toolMatchesSearch(tool: ToolCard, term: string, names?: PersonNames | null): boolean {
  return !term || searchTextHas(searchTextOf(tool, names), searchKeyOf(term));
}
