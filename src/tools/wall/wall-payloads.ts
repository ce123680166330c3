import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Language } from '../../contracts';
import { CatalogueEntry } from '../catalogue/catalogue-entry';
import { listPredicate } from '../catalogue/catalogue-filters';
import { ToolCatalogue } from '../catalogue/tool-catalogue';
import type { Viewer } from '../visibility/tool-visibility';
import type { WallList } from './wall-filters';

const gzipAsync = promisify(gzip);

/** A JSON answer serialised once, with its gzip form when it is worth compressing (as the middleware would). */
export interface JsonPayload {
  /** The JSON bytes; null when `gzip` holds them (kept compressed only, to bound memory). */
  json: Buffer | null;
  gzip: Buffer | null;
  /** A weak ETag of the content, computed once (express would hash the bytes on every send). */
  etag: string;
}

/**
 * Walls from this size are also kept gzipped. Lower than the compression middleware's threshold
 * (COMPRESSION_THRESHOLD_BYTES, 4096): a wall is gzipped once and sent many times, and only a gzipped
 * wall is answered by the fast path.
 */
const COMPRESS_FROM_BYTES = 1024;
/** Gzipped walls kept per instance (~70 KB for 1,000 tools): about 450 of those. */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Cached {
  payload: Promise<JsonPayload>;
  validUntil: number;
  bytes: number;
}

/**
 * The wall, managed and subsidiary lists as ready-to-send bytes. A list is filtered from the
 * in-memory catalogue, joined from each card's cached JSON in the wall's order, gzipped off the
 * event loop, and kept until the catalogue changes (its version is in the key), the viewer's
 * groups or subsidiary change (also in the key), or a tool's "new" flag expires.
 */
@Injectable()
export class WallPayloads {
  private readonly cache = new Map<string, Cached>();
  private cachedBytes = 0;

  constructor(private readonly catalogue: ToolCatalogue) {}

  async wall(viewer: Viewer, list: WallList, language: Language): Promise<JsonPayload> {
    await this.catalogue.ready();
    const now = Date.now();
    const key = [this.catalogue.version, list, language, viewer.userId, viewer.subsidiaryId ?? '', [...viewer.groups].sort().join('\u0001')].join('|');
    const hit = this.cache.get(key);
    if (hit && hit.validUntil > now) {
      this.cache.delete(key); // most recently used last
      this.cache.set(key, hit);
      return hit.payload;
    }
    if (hit) this.forget(key, hit);
    const predicate = listPredicate(list, viewer);
    const entries = predicate ? this.catalogue.inTitleOrder(language).filter((entry) => predicate(entry.tool)) : [];
    const { json, validUntil } = wallJson(entries, now);
    const body = Buffer.from(json, 'utf8');
    const entry: Cached = { payload: compressed(body), validUntil, bytes: 0 };
    this.cache.set(key, entry);
    const payload = await entry.payload;
    entry.bytes = payload.gzip?.byteLength ?? payload.json?.byteLength ?? 0;
    this.cachedBytes += entry.bytes;
    this.evict();
    return payload;
  }

  private evict() {
    for (const [key, cached] of this.cache) {
      if (this.cachedBytes <= CACHE_MAX_BYTES) return;
      this.forget(key, cached);
    }
  }

  private forget(key: string, cached: Cached) {
    this.cache.delete(key);
    this.cachedBytes -= cached.bytes;
  }
}

/**
 * The cards in the wall's order (front spec section 4): new tools first, each group in title order, which
 * `entries` already follow. Also says until when that stays true (the next "new" flag to expire).
 */
export function wallJson(entries: readonly CatalogueEntry[], now: number): { json: string; validUntil: number } {
  const fresh: string[] = [];
  const others: string[] = [];
  let validUntil = Infinity;
  for (const entry of entries) {
    (entry.isNew(now) ? fresh : others).push(entry.cardJson(now));
    if (entry.newUntil !== null && entry.newUntil > now) validUntil = Math.min(validUntil, entry.newUntil);
  }
  return { json: `[${[...fresh, ...others].join(',')}]`, validUntil };
}

async function compressed(json: Buffer): Promise<JsonPayload> {
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  if (json.byteLength < COMPRESS_FROM_BYTES) return { json, gzip: null, etag };
  return { json: null, gzip: await gzipAsync(json), etag };
}
