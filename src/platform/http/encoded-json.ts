import { Injectable, Module } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** A read model's answer as data: JSON text, and a version that changes whenever that text may. */
export interface VersionedJson {
  /** Two answers with the same version have the same text; null: not versioned, encoded for this call only. */
  readonly version: string | null;
  /** The JSON text; asked for only when no encoded form of this version is kept (read lazily: it may be large). */
  json(): string | Promise<string>;
}

/** JSON encoded once for HTTP: its gzip form when it was worth compressing (then `json` is null), and its ETag. */
export interface ReadyJson {
  json: Buffer | null;
  gzip: Buffer | null;
  /** A weak ETag of the JSON, computed once (Express would hash the bytes on every send). */
  etag: string;
}

/**
 * Answers from this size are kept gzipped. Lower than the compression middleware's threshold
 * (COMPRESSION_THRESHOLD_BYTES, 4096): such an answer is gzipped once and sent many times, and only a
 * gzipped one is answered by the fast path.
 */
const COMPRESS_FROM_BYTES = 1024;
/** Encoded answers kept per instance (a wall of ~1,000 tools is ~70 KB gzipped): about 450 of those. */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Kept {
  ready: Promise<ReadyJson>;
  bytes: number;
}

/**
 * The HTTP encoding (gzip, ETag) of read models' answers, made once per version and kept, least recently
 * used first out, within CACHE_MAX_BYTES: the wall is compressed once, not on every call. Read by the wall's
 * full route and by the fast path (`FastRoutes`), so both send the same bytes.
 */
@Injectable()
export class EncodedJson {
  private readonly kept = new Map<string, Kept>();
  private keptBytes = 0;

  of(answer: VersionedJson): Promise<ReadyJson> {
    if (answer.version === null) return textOf(answer).then(encoded);
    const hit = this.kept.get(answer.version);
    if (hit) {
      this.kept.delete(answer.version); // most recently used last
      this.kept.set(answer.version, hit);
      return hit.ready;
    }
    const version = answer.version;
    const kept: Kept = { ready: textOf(answer).then(encoded), bytes: 0 };
    this.kept.set(version, kept);
    kept.ready.then(
      (ready) => {
        if (this.kept.get(version) !== kept) return;
        kept.bytes = ready.gzip?.byteLength ?? ready.json?.byteLength ?? 0;
        this.keptBytes += kept.bytes;
        this.evict();
      },
      () => this.forget(version, kept),
    );
    return kept.ready;
  }

  private evict() {
    for (const [version, kept] of this.kept) {
      if (this.keptBytes <= CACHE_MAX_BYTES) return;
      this.forget(version, kept);
    }
  }

  private forget(version: string, kept: Kept) {
    if (this.kept.get(version) !== kept) return;
    this.kept.delete(version);
    this.keptBytes -= kept.bytes;
  }
}

async function textOf(answer: VersionedJson): Promise<Buffer> {
  return Buffer.from(await answer.json(), 'utf8');
}

async function encoded(json: Buffer): Promise<ReadyJson> {
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  if (json.byteLength < COMPRESS_FROM_BYTES) return { json, gzip: null, etag };
  return { json: null, gzip: await gzipAsync(json), etag };
}

/** One `EncodedJson` per process, shared by the controllers that send encoded answers and by the fast path. */
@Module({ providers: [EncodedJson], exports: [EncodedJson] })
export class EncodedJsonModule {}
