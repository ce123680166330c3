import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { parser as jsonParser } from 'stream-json';
import StreamArray from 'stream-json/streamers/StreamArray';
import { IMPORT_LIMITS } from '../import.limits';

/** A field as read: CSV gives strings, JSON may give numbers, booleans or lists. */
export type RawRecord = Record<string, unknown>;

/**
 * One row of a file: its line (CSV: the physical line where the record ends, the header being line 1;
 * JSON: the position of the object in the array, from 1) and its fields keyed by the file's own names.
 * `problem` is set when the row cannot be read as a record at all.
 */
interface SourceRow {
  line: number;
  record: RawRecord;
  problem?: string;
}

/** The file cannot be read as a whole (not CSV or JSON, broken quoting, a truncated JSON array): nothing is imported. */
export class UnparseableFile extends Error {}

type FileFormat = { kind: 'json' } | { kind: 'csv'; delimiter: ';' | ',' };

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The parsers are fed at most this much at a time. A stored file comes in chunks of 255 KiB, ~2,000
 * rows that a parser turned into objects at once; they waited long enough to be moved to the old
 * generation, and the collector let the heap grow accordingly (tens of MB more at the peak).
 */
const PARSE_PIECE_BYTES = 16 * 1024;

function* pieces(chunk: Buffer): Generator<Buffer> {
  for (let at = 0; at < chunk.length; at += PARSE_PIECE_BYTES) yield chunk.subarray(at, at + PARSE_PIECE_BYTES);
}

/**
 * Streams the rows of a users or services file, whatever its format: a JSON array of objects, or
 * CSV with a header row, `;` or `,` as delimiter (whichever the header line holds more of), UTF-8
 * with or without a byte-order mark. Only the first line is held to decide; the rest flows through
 * the parser, so a file of any size is read in constant memory.
 */
export async function* readRows(input: Readable, onHeader?: (names: string[]) => void): AsyncGenerator<SourceRow> {
  const { head, rest } = await peekFirstLine(input);
  const format = detectFormat(head);
  if (format.kind === 'json') yield* jsonRows(rest);
  else yield* csvRows(rest, format.delimiter, onHeader);
}

/** Decides the format from the first line (BOM removed). */
export function detectFormat(head: Buffer): FileFormat {
  const text = (head.subarray(0, BOM.length).equals(BOM) ? head.subarray(BOM.length) : head).toString('utf8');
  const first = text.trimStart()[0];
  if (first === undefined) throw new UnparseableFile('the file is empty');
  if (first === '[') return { kind: 'json' };
  if (first === '{') throw new UnparseableFile('a JSON file must hold an array of objects');
  const headerLine = text.split(/\r?\n/)[0];
  const count = (char: string) => headerLine.split(char).length - 1;
  return { kind: 'csv', delimiter: count(';') > count(',') ? ';' : ',' };
}

async function peekFirstLine(input: Readable): Promise<{ head: Buffer; rest: Readable }> {
  const chunks = input[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let size = 0;
  let ended = false;
  // Enough to hold the header line (or the opening of a JSON array).
  while (size < IMPORT_LIMITS.recordMaxBytes) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    taken.push(chunk);
    size += chunk.length;
    if (chunk.includes(0x0a)) break;
  }
  const read = Buffer.concat(taken);
  // The JSON parser does not expect a byte-order mark; the CSV parser does not need one.
  const head = read.subarray(0, BOM.length).equals(BOM) ? read.subarray(BOM.length) : read;
  async function* replay() {
    yield* pieces(head);
    if (ended) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield* pieces(next.value as Buffer);
    }
  }
  return { head, rest: Readable.from(replay(), { objectMode: false }) };
}

async function* csvRows(input: Readable, delimiter: string, onHeader?: (names: string[]) => void): AsyncGenerator<SourceRow> {
  const parser = input.pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      max_record_size: IMPORT_LIMITS.recordMaxBytes,
    }),
  );
  input.on('error', (error) => parser.destroy(error));
  let header: string[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        header = checkHeader(record);
        onHeader?.(header);
        continue;
      }
      // Spreadsheets often leave empty cells after the last column: only a real extra value counts.
      const extra = record.slice(header.length).some((value) => value !== '');
      const row: RawRecord = {};
      header.forEach((name, n) => name && (row[name] = record[n] ?? ''));
      if (extra || record.length < header.length) {
        yield { line: info.lines, record: row, problem: `the row has ${record.length} fields, the header has ${header.length}` };
      } else yield { line: info.lines, record: row };
    }
  } catch (error) {
    if (error instanceof UnparseableFile) throw error;
    throw new UnparseableFile(`not readable as CSV: ${(error as Error).message}`);
  }
  if (!header) throw new UnparseableFile('the file is empty');
}

function checkHeader(names: string[]): string[] {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (key && seen.has(key)) throw new UnparseableFile(`the header names the column "${name}" twice`);
    seen.add(key);
  }
  return names;
}

async function* jsonRows(input: Readable): AsyncGenerator<SourceRow> {
  const tokens = input.pipe(jsonParser());
  const bounded = tokens.pipe(boundedElements());
  const stream = bounded.pipe(StreamArray.make());
  input.on('error', (error) => tokens.destroy(error));
  tokens.on('error', (error) => bounded.destroy(error));
  bounded.on('error', (error) => stream.destroy(error));
  try {
    for await (const { key, value } of stream as AsyncIterable<{ key: number; value: unknown }>) {
      const line = key + 1;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) yield { line, record: {}, problem: 'the item is not an object' };
      else yield { line, record: value as RawRecord };
    }
  } catch (error) {
    throw new UnparseableFile(`not readable as a JSON array: ${(error as Error).message}`);
  }
}

type JsonToken = { name: string; value?: unknown };

/**
 * Bounds each element of the JSON array as CSV records are bounded: its size (text of its
 * strings, numbers and keys) and its nesting (an object holding lists of text). The tokens pass
 * through before the element is assembled, so one huge or deep element never reaches memory whole.
 */
function boundedElements(): Transform {
  let depth = 0;
  let size = 0;
  return new Transform({
    objectMode: true,
    transform(token: JsonToken, _encoding, done) {
      if (token.name === 'startObject' || token.name === 'startArray') {
        depth++;
        // depth 1 is the file's array; an element is an object (2) holding lists (3).
        if (depth > IMPORT_LIMITS.jsonElementMaxDepth + 1) return done(new Error(`an element nests deeper than ${IMPORT_LIMITS.jsonElementMaxDepth} levels`));
      } else if (token.name === 'endObject' || token.name === 'endArray') depth--;
      if (depth <= 1) size = 0;
      else {
        size += token.name.endsWith('Chunk') ? String(token.value).length : 1;
        if (size > IMPORT_LIMITS.recordMaxBytes) return done(new Error(`an element is larger than ${IMPORT_LIMITS.recordMaxBytes / 1024} KiB`));
      }
      done(null, token);
    },
  });
}
