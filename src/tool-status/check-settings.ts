import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../platform/queues/redis-client';
import type { StoredStatusCheck } from './status-check.schema';

/** What a check run needs of its tool's check: the settings a manager saved and the maintenance declared. */
export interface CheckSettingsValue {
  url: string | null;
  accepted: string | null;
  interval_seconds: number;
  timeout_ms: number;
  slow_ms: number;
  maintenance: { message: string; until: string; by: string } | null;
  revision: number;
}

/** The flapping rule's counters and the open incident: moved by the check runs only. */
export interface CheckStateValue {
  confirmed: 'up' | 'down' | null;
  failures: number;
  successes: number;
  incident_id: string | null;
}

/** One check as a run reads it; `stateJson` is the state's stored text ('' for none), the guard of its next write. */
export interface CheckEntry {
  settings: CheckSettingsValue;
  /** The settings' stored text: the guard of the run's write to the wall's read model. */
  settingsJson: string;
  state: CheckStateValue;
  stateJson: string;
}

const NO_STATE: CheckStateValue = { confirmed: null, failures: 0, successes: 0, incident_id: null };

/** Sets (or, for '', deletes) a hash field only if it still holds the text the caller read ('' for none). */
const SWAP = `local current = redis.call('HGET', KEYS[1], ARGV[1]) or ''
if current ~= ARGV[2] then return 0 end
if ARGV[3] == '' then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('HSET', KEYS[1], ARGV[1], ARGV[3]) end
return 1`;

/** The settings' text of a stored check, its keys always in one order (the reconciliation compares texts). */
export function settingsJsonOf(check: StoredStatusCheck): string {
  const value: CheckSettingsValue = {
    url: check.url ?? null,
    accepted: check.accepted ?? null,
    interval_seconds: check.interval_seconds,
    timeout_ms: check.timeout_ms,
    slow_ms: check.slow_ms,
    maintenance: check.maintenance ? { message: check.maintenance.message, until: new Date(check.maintenance.until).toISOString(), by: check.maintenance.by } : null,
    revision: check.revision ?? 0,
  };
  return JSON.stringify(value);
}

/** The counters a check starts from when Redis has none: its confirmed state and open incident as stored. */
const storedStateOf = (check: StoredStatusCheck): CheckStateValue => ({ ...NO_STATE, confirmed: check.confirmed ?? null, incident_id: check.incident_id ? String(check.incident_id) : null });

export function stateJsonOf(state: CheckStateValue): string {
  return JSON.stringify({ confirmed: state.confirmed, failures: state.failures, successes: state.successes, incident_id: state.incident_id });
}

/**
 * The checks' read model in Redis, so that a check run reads no database: two hashes, tool id → JSON,
 * `portal:<db>:tool-status:check-settings` (written by the commands after their database write and before
 * they answer, and by the worker's reconciliation from `tool_status_checks`) and
 * `portal:<db>:tool-status:check-state` (the runs' counters, each write guarded by the text the run read).
 * The confirmed state is also written to the database when it changes, to seed the counters after Redis
 * lost them.
 */
@Injectable()
export class CheckSettings {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  get settingsKey() {
    return `portal:${this.connection.name}:tool-status:check-settings`;
  }

  get stateKey() {
    return `portal:${this.connection.name}:tool-status:check-state`;
  }

  /** A check's settings and state in one round trip; null when Redis holds no settings for the tool. */
  async read(toolId: string): Promise<CheckEntry | null> {
    const [[, settings], [, state]] = (await this.redis.multi().hget(this.settingsKey, toolId).hget(this.stateKey, toolId).exec()) as [[null, string | null], [null, string | null]];
    if (!settings) return null;
    return { settings: JSON.parse(settings) as CheckSettingsValue, settingsJson: settings, state: state ? (JSON.parse(state) as CheckStateValue) : NO_STATE, stateJson: state ?? '' };
  }

  /**
   * After a command's write: the stored check's settings (a check turned off drops its counters, as the
   * database does). Returns the check with the confirmed state the runs hold (the database's copy is written
   * in batches), for the wall's read model.
   */
  async put(toolId: string, check: StoredStatusCheck | null): Promise<StoredStatusCheck | null> {
    if (!check) {
      await this.remove(toolId);
      return null;
    }
    const write = this.redis.multi().hset(this.settingsKey, toolId, settingsJsonOf(check));
    if (!check.url) write.hdel(this.stateKey, toolId);
    else write.hget(this.stateKey, toolId);
    const replies = (await write.exec()) as [Error | null, unknown][];
    const state = check.url ? (replies[1][1] as string | null) : null;
    return state ? { ...check, confirmed: (JSON.parse(state) as CheckStateValue).confirmed } : check;
  }

  /** Which of these tools have a check (on or off): a deleted tool has none. */
  async known(toolIds: readonly string[]): Promise<Set<string>> {
    if (!toolIds.length) return new Set();
    const found = await this.redis.hmget(this.settingsKey, ...toolIds);
    return new Set(toolIds.filter((_, n) => found[n] !== null));
  }

  /** A deleted tool: nothing of its check stays. */
  async remove(toolId: string): Promise<void> {
    await this.redis.multi().hdel(this.settingsKey, toolId).hdel(this.stateKey, toolId).exec();
  }

  /** A check Redis held nothing of, from its document: written only where still missing (a command's write is newer). */
  async fill(toolId: string, check: StoredStatusCheck): Promise<void> {
    const write = this.redis.multi().hsetnx(this.settingsKey, toolId, settingsJsonOf(check));
    if (check.url) write.hsetnx(this.stateKey, toolId, stateJsonOf(storedStateOf(check)));
    await write.exec();
  }

  /** Replaces a check's state if it is still `expected` (what the run read); false when a save or another run came first. */
  async swapState(toolId: string, expected: string, next: CheckStateValue): Promise<boolean> {
    return (await this.swap(this.stateKey, toolId, expected, stateJsonOf(next))) === 1;
  }

  /**
   * Makes the settings match the stored checks (and gives a checked tool Redis has no counters of its
   * database state), in one pipeline. Redis is read before the database: a command that writes in between
   * changed the text seen, so its newer settings are never replaced by older ones.
   */
  async reconcile(readStored: () => Promise<StoredStatusCheck[]>): Promise<void> {
    const seen = new Map(Object.entries(await this.redis.hgetall(this.settingsKey)));
    const stored = await readStored();
    const wanted = new Set<string>();
    const pipeline = this.redis.pipeline();
    for (const check of stored) {
      const toolId = String(check.tool_id ?? check._id);
      const json = settingsJsonOf(check);
      wanted.add(toolId);
      if (seen.get(toolId) !== json) pipeline.eval(SWAP, 1, this.settingsKey, toolId, seen.get(toolId) ?? '', json);
      if (check.url) pipeline.hsetnx(this.stateKey, toolId, stateJsonOf(storedStateOf(check)));
    }
    for (const [toolId, json] of seen) if (!wanted.has(toolId)) pipeline.eval(SWAP, 1, this.settingsKey, toolId, json, '');
    await pipeline.exec();
  }

  private swap(key: string, field: string, expected: string, next: string): Promise<unknown> {
    return this.redis.eval(SWAP, 1, key, field, expected, next);
  }
}
