import { ScimError } from '../scim.errors';

/** The comparison operators of RFC 7644 §3.4.2.2; `gt`, `ge`, `lt`, `le` parse but no attribute supports them. */
export const COMPARE_OPERATORS = ['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le'] as const;
export type CompareOperator = (typeof COMPARE_OPERATORS)[number];
export type ScimValue = string | number | boolean | null;

/** A parsed filter. Attribute paths are normalised (`normaliseAttributePath`): lower-case, core schema URN removed. */
export type ScimFilter =
  | { op: 'and' | 'or'; left: ScimFilter; right: ScimFilter }
  | { op: 'not'; filter: ScimFilter }
  | { op: 'pr'; attr: string }
  | { op: CompareOperator; attr: string; value: ScimValue }
  /** `emails[type eq "work"]`: the inner filter's paths are relative to `attr`. */
  | { op: 'has'; attr: string; filter: ScimFilter };

/** Longest filter text read (RFC 7644 sets none; a filter of an identity provider is one or two comparisons). */
export const FILTER_MAX_LENGTH = 2_000;
/** How deep parentheses and `not` nest. */
const MAX_DEPTH = 20;

const CORE_PREFIXES = ['urn:ietf:params:scim:schemas:core:2.0:user:', 'urn:ietf:params:scim:schemas:core:2.0:group:'];
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/**
 * Attribute names are case-insensitive (RFC 7643 §2.1): compared lower-case, the core schema's URN
 * prefix dropped (`urn:…:core:2.0:User:userName` is `username`); the enterprise extension keeps its
 * URN (`urn:…:enterprise:2.0:user:department`).
 */
export function normaliseAttributePath(path: string): string {
  const lower = path.toLowerCase();
  for (const prefix of CORE_PREFIXES) if (lower.startsWith(prefix)) return lower.slice(prefix.length);
  return lower;
}

type Token = { kind: 'word'; text: string } | { kind: 'value'; value: ScimValue } | { kind: 'punct'; text: '(' | ')' | '[' | ']' };

const WORD = /[A-Za-z0-9_$:.-]/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      at++;
    } else if (char === '(' || char === ')' || char === '[' || char === ']') {
      tokens.push({ kind: 'punct', text: char });
      at++;
    } else if (char === '"') {
      let end = at + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (end >= text.length) throw invalid(`the string starting at character ${at + 1} is not closed`);
      try {
        tokens.push({ kind: 'value', value: JSON.parse(text.slice(at, end + 1)) as string });
      } catch {
        throw invalid(`the string starting at character ${at + 1} has an invalid escape`);
      }
      at = end + 1;
    } else if (WORD.test(char)) {
      let end = at;
      while (end < text.length && WORD.test(text[end])) end++;
      const word = text.slice(at, end);
      const lower = word.toLowerCase();
      if (lower === 'true' || lower === 'false') tokens.push({ kind: 'value', value: lower === 'true' });
      else if (lower === 'null') tokens.push({ kind: 'value', value: null });
      else if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(word)) tokens.push({ kind: 'value', value: Number(word) });
      else tokens.push({ kind: 'word', text: word });
      at = end;
    } else {
      throw invalid(`unexpected character "${char}" at character ${at + 1}`);
    }
  }
  return tokens;
}

function invalid(detail: string): ScimError {
  return new ScimError(400, 'invalidFilter', `The filter does not parse: ${detail}.`);
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  parseAll(): ScimFilter {
    const filter = this.or(0);
    if (this.at < this.tokens.length) throw invalid(`unexpected ${describe(this.tokens[this.at])}`);
    return filter;
  }

  private or(depth: number): ScimFilter {
    let left = this.and(depth);
    while (this.isWord('or')) {
      this.at++;
      left = { op: 'or', left, right: this.and(depth) };
    }
    return left;
  }

  private and(depth: number): ScimFilter {
    let left = this.unary(depth);
    while (this.isWord('and')) {
      this.at++;
      left = { op: 'and', left, right: this.unary(depth) };
    }
    return left;
  }

  private unary(depth: number): ScimFilter {
    if (depth > MAX_DEPTH) throw invalid(`more than ${MAX_DEPTH} levels of parentheses`);
    if (this.isWord('not')) {
      this.at++;
      this.expect('(');
      const filter = this.or(depth + 1);
      this.expect(')');
      return { op: 'not', filter };
    }
    if (this.isPunct('(')) {
      this.at++;
      const filter = this.or(depth + 1);
      this.expect(')');
      return filter;
    }
    return this.attributeExpression(depth);
  }

  private attributeExpression(depth: number): ScimFilter {
    const token = this.tokens[this.at++];
    if (!token || token.kind !== 'word') throw invalid(token ? `expected an attribute, found ${describe(token)}` : 'it ends where an attribute was expected');
    const attr = normaliseAttributePath(token.text);
    if (this.isPunct('[')) {
      this.at++;
      const filter = this.or(depth + 1);
      this.expect(']');
      return { op: 'has', attr, filter };
    }
    const operator = this.tokens[this.at++];
    if (!operator || operator.kind !== 'word') throw invalid(`expected an operator after "${token.text}"`);
    const op = operator.text.toLowerCase();
    if (op === 'pr') return { op: 'pr', attr };
    if (!(COMPARE_OPERATORS as readonly string[]).includes(op)) throw invalid(`"${operator.text}" is not an operator`);
    const value = this.tokens[this.at++];
    if (!value || value.kind !== 'value') throw invalid(`expected a value after "${token.text} ${operator.text}" (strings are in double quotes)`);
    return { op: op as CompareOperator, attr, value: value.value };
  }

  private expect(text: ')' | '(' | ']') {
    const token = this.tokens[this.at++];
    if (!token || token.kind !== 'punct' || token.text !== text) throw invalid(`expected "${text}"${token ? `, found ${describe(token)}` : ' at the end'}`);
  }

  private isWord(word: string): boolean {
    const token = this.tokens[this.at];
    return token?.kind === 'word' && token.text.toLowerCase() === word;
  }

  private isPunct(text: string): boolean {
    const token = this.tokens[this.at];
    return token?.kind === 'punct' && token.text === text;
  }
}

function describe(token: Token): string {
  return token.kind === 'value' ? `the value ${JSON.stringify(token.value)}` : `"${token.text}"`;
}

/** Parses a `filter` parameter (RFC 7644 §3.4.2.2); throws a 400 `invalidFilter` ScimError. */
export function parseScimFilter(text: string): ScimFilter {
  if (text.length > FILTER_MAX_LENGTH) throw invalid(`it is longer than ${FILTER_MAX_LENGTH} characters`);
  const tokens = tokenize(text);
  if (tokens.length === 0) throw invalid('it is empty');
  return new Parser(tokens).parseAll();
}

/** A PATCH `path` (RFC 7644 §3.5.2): an attribute, optionally a filter on its values, optionally a sub-attribute. */
export interface ScimPath {
  attr: string;
  filter?: ScimFilter;
  sub?: string;
}

/** Parses a PATCH `path`; throws a 400 `invalidPath` ScimError. */
export function parseScimPath(text: string): ScimPath {
  const bracket = text.indexOf('[');
  const head = bracket < 0 ? text : text.slice(0, bracket);
  if (!/^[A-Za-z0-9_$:.-]+$/.test(head)) throw new ScimError(400, 'invalidPath', `The path "${text}" is not an attribute path.`);
  if (bracket < 0) return { attr: normaliseAttributePath(head) };
  const close = text.lastIndexOf(']');
  if (close < bracket) throw new ScimError(400, 'invalidPath', `The path "${text}" does not close its "[".`);
  const rest = text.slice(close + 1);
  if (rest && !/^\.[A-Za-z0-9_$-]+$/.test(rest)) throw new ScimError(400, 'invalidPath', `The path "${text}" has "${rest}" after its filter.`);
  let filter: ScimFilter;
  try {
    filter = parseScimFilter(text.slice(bracket + 1, close));
  } catch (error) {
    throw new ScimError(400, 'invalidPath', `The filter of the path "${text}" does not parse: ${(error as Error).message}`);
  }
  return { attr: normaliseAttributePath(head), filter, ...(rest ? { sub: rest.slice(1).toLowerCase() } : {}) };
}
