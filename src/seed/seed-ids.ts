import { createHash } from 'crypto';
import { Types } from 'mongoose';

/** 2024-01-01T00:00:00Z: the timestamp part of every seeded id, so the ids read as "old". */
const SEED_ID_EPOCH_HEX = Math.floor(Date.UTC(2024, 0, 1) / 1000).toString(16).padStart(8, '0');

function digestOf(key: string): string {
  return createHash('sha256').update(`northwind-demo:${key}`).digest('hex');
}

/**
 * The same ObjectId for the same natural key on every run and every machine
 * (e.g. "tool:leave"), so a fresh dev database has stable ids and a second seed never duplicates.
 */
export function seedObjectId(key: string): Types.ObjectId {
  return new Types.ObjectId(SEED_ID_EPOCH_HEX + digestOf(key).slice(0, 16));
}

/** A stable fake directory GUID (8-4-4-4-12 hex) for a group. */
export function seedGuid(key: string): string {
  const hex = digestOf(`guid:${key}`);
  return [hex.slice(0, 8), hex.slice(8, 12), `4${hex.slice(13, 16)}`, `a${hex.slice(17, 20)}`, hex.slice(20, 32)].join('-');
}
