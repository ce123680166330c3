import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectConnection } from '@nestjs/mongoose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Collection, Connection } from 'mongoose';
import { durableClassOf, durableNameOf, originOf, OutboxRef, withOrigin } from './durable-event';
import { processTuning } from '../config/process-tuning';
import { GroupCommit, groupedDeletes, groupedInserts } from '../database/group-commit';
import { inParallel } from '../database/in-parallel';

/** One stored event: what happened, and which reactions (activity line, mail…) it waits for. */
export interface OutboxEntry {
  /** The idempotency key: staging the same key twice keeps one entry. */
  _id: string;
  /** Random per insert of the key: the done marks of this entry carry it. */
  generation?: string;
  type: string;
  payload: Record<string, unknown>;
  expected: string[];
  /** Reactions marked done in the entry itself, by the version before the done marks (read, never written). */
  done?: string[];
  created_at: Date;
  attempts: number;
  next_attempt_at: Date;
}

/**
 * One reaction's work for one entry is stored. A document of its own, inserted under a given `_id`, because
 * that is atomic on FerretDB too: reactions of one entry report at the same moment, and FerretDB's
 * `$addToSet` on one document is a read then a write, where concurrent reports overwrote each other
 * (an accepted request's `tools.apply` lost to its mail's report at every redelivery, for ever).
 */
interface DoneMark {
  _id: string;
  at: Date;
}

export const OUTBOX_COLLECTION = 'outbox';
export const OUTBOX_DONE_COLLECTION = 'outbox_done';

const markId = (ref: OutboxRef, reaction: string) => `${ref.key}|${ref.generation}|${reaction}`;
const refOf = (entry: Pick<OutboxEntry, '_id' | 'generation'>): OutboxRef => ({ key: entry._id, generation: entry.generation ?? '' });
/** How long the process that made the change has to deliver it itself before the relay steps in (OUTBOX_RELAY_GRACE_MS, for the fault suite). */
const RELAY_GRACE_MS = processTuning().OUTBOX_RELAY_GRACE_MS;
/** Marks read by `_id` at once: their round trips overlap. */
const MARK_READS_AT_ONCE = 10;

/**
 * A keyed event about to be stored: the key makes a re-run (or a reconciler's repair) store it once.
 * `stagedAt`, when the change stored its own time (a decision's, an intent's), is used as the entry's
 * staging time: a re-run that stages the key again after the entry was delivered and removed then
 * rebuilds the same event (same activity line id), so the line is not written twice.
 */
export type Staged = [key: string, event: object, stagedAt?: Date];

/**
 * The durable side of the event bus. Whatever must not be lost (mails, activity lines) is stored here
 * with the change that causes it, before the change's last write; the change's process then publishes
 * it on the in-memory bus at once, and the worker's relay publishes it again from the store until every
 * reaction has reported it done. Reactions are idempotent per key, so a second delivery changes nothing.
 *
 * Entries and marks are read, and deleted, by `_id` alone: FerretDB 1.24 reads by index only a filter whose
 * one key is `_id`, and any other (`{_id, generation}`, `{_id: {$in: …}}`) reads the whole collection. The
 * generation is checked in code after the read; on FerretDB a guarded delete was that read and write anyway.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger(Outbox.name);
  private readonly reactions = new Map<string, Map<string, (event: object) => boolean>>();
  /** Entries staged by concurrent changes are inserted together (group commit). */
  private inserts?: GroupCommit<OutboxEntry>;
  /** Complete entries of concurrent changes are deleted together. */
  private deletes?: GroupCommit<object, boolean | null>;
  /** So are their marks. */
  private markDeletes?: GroupCommit<object, boolean | null>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly events: EventBus,
  ) {}

  private get entries(): Collection<OutboxEntry> {
    return this.connection.collection<OutboxEntry>(OUTBOX_COLLECTION);
  }

  private get marks(): Collection<DoneMark> {
    return this.connection.collection<DoneMark>(OUTBOX_DONE_COLLECTION);
  }

  /**
   * A reaction (e.g. "activity", "mail") declares the events it handles; each calls markDone when its work
   * is stored. `when` limits it to some events of the class (a saga's command only for edits awaiting approval).
   */
  expect(eventClass: new (...args: never[]) => object, reaction: string, when: (event: never) => boolean = () => true): void {
    const name = durableNameOf(Object.create(eventClass.prototype) as object);
    const byReaction = this.reactions.get(name) ?? new Map<string, (event: object) => boolean>();
    byReaction.set(reaction, when as (event: object) => boolean);
    this.reactions.set(name, byReaction);
  }

  private expectedOf(type: string, event: object): string[] {
    return [...(this.reactions.get(type) ?? new Map<string, (event: object) => boolean>())].filter(([, when]) => when(event)).map(([reaction]) => reaction);
  }

  /**
   * The backlog for the metrics: how many entries wait (counted up to `countUpTo`, so a huge backlog
   * costs a bounded read) and when the oldest was staged. FerretDB reads without indexes: called at most
   * every few seconds (the metrics module caches it).
   */
  async backlog(countUpTo: number): Promise<{ entries: number; oldestStagedAt: Date | null }> {
    const [entries, oldest] = await Promise.all([
      this.entries.countDocuments({}, { limit: countUpTo }),
      this.entries.find({}, { projection: { created_at: 1 } }).sort({ created_at: 1 }).limit(1).next(),
    ]);
    return { entries, oldestStagedAt: oldest?.created_at ?? null };
  }

  /** The event still stored under this key (its work not all done), rebuilt; null when there is none. */
  async stored(key: string): Promise<object | null> {
    const entry = await this.entries.findOne({ _id: key });
    return entry ? this.rebuild(entry) : null;
  }

  /** A fresh key for a change that happens once (a settings update); repeatable steps derive theirs from ids. */
  newKey(prefix: string): string {
    return `${prefix}.${randomUUID()}`;
  }

  /** Stores the events; an entry already stored under the same key is kept as it is. Answers the keyed events to release. */
  async stage(...items: Staged[]): Promise<object[]> {
    const now = new Date();
    // Submitted together: the group commit writes them in one command.
    return Promise.all(items.map(async ([key, event, at]) => {
      const type = durableNameOf(event);
      const entry: OutboxEntry = {
        _id: key,
        generation: randomBytes(6).toString('hex'),
        type,
        payload: { ...event } as Record<string, unknown>,
        expected: this.expectedOf(type, event),
        created_at: at ?? now,
        attempts: 0,
        next_attempt_at: new Date(now.getTime() + RELAY_GRACE_MS),
      };
      let origin = { ...refOf(entry), stagedAt: entry.created_at };
      try {
        await (this.inserts ??= groupedInserts<OutboxEntry>(this.connection.collection(OUTBOX_COLLECTION))).submit(entry);
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
        const existing = await this.entries.findOne({ _id: key }, { projection: { created_at: 1, generation: 1 } });
        if (existing) origin = { ...refOf(existing), stagedAt: existing.created_at };
      }
      return withOrigin(event, origin);
    }));
  }

  /** Publishes staged events on this process's bus: the fast path; the relay covers a crash or a failed reaction. */
  release(events: object[]): void {
    if (events.length) this.events.publishAll(events);
  }

  /** Removes staged events whose change was refused or failed before it was written. Best effort. */
  async discard(events: object[]): Promise<void> {
    const keys = events.map((event) => originOf(event)?.key).filter((key): key is string => !!key);
    await Promise.all(keys.map((key) => this.deleteById(key))).catch((error: Error) => this.logger.warn(`could not discard ${keys.join(', ')}: ${error.message}`));
  }

  private deleteById(key: string): Promise<boolean | null> {
    return (this.deletes ??= groupedDeletes(this.connection.collection(OUTBOX_COLLECTION))).submit({ _id: key });
  }

  /**
   * The usual shape of a one-write change: store the events, make the change, publish them. If the change
   * throws, the events are discarded and the error goes on. A crash between the two leaves the events
   * stored: see docs/decisions/outbox.md for why a line about an unfinished change beats a lost one.
   */
  async around<T>(items: Staged[], change: () => Promise<T>): Promise<T> {
    const staged = await this.stage(...items);
    let result: T;
    try {
      result = await change();
    } catch (error) {
      await this.discard(staged);
      throw error;
    }
    this.release(staged);
    return result;
  }

  /**
   * For a change already written in one step: stores the events under fresh keys, then publishes them.
   * The window this leaves (a crash between the write and this insert) is one insert wide; changes of
   * several steps stage their events before their last step instead. If the database refuses the
   * insert, the events are still published in memory (as before the outbox) and the failure is logged.
   */
  async publish(...events: object[]): Promise<void> {
    let staged = events;
    try {
      staged = await this.stage(...events.map((event): Staged => [this.newKey(durableNameOf(event)), event]));
    } catch (error) {
      this.logger.error(`could not store ${events.map((event) => durableNameOf(event)).join(', ')} in the outbox: ${(error as Error).message}`);
    }
    this.release(staged);
  }

  /**
   * Runs one reaction of an event handler: `work`, then the reaction reported done. Event handlers run
   * outside any request, so a failure is logged, never thrown: the entry stays and the relay delivers the
   * event again (`work` is idempotent). `what` says in the log what was not done ("tool X: …").
   */
  async react(event: object, reaction: string, what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
      await this.markDone(event, reaction);
    } catch (error) {
      this.logger.warn(`${what}: not done yet, the relay delivers the event again: ${(error as Error).message}`);
    }
  }

  /** A reaction's work for this event is stored. Events published without the outbox (no key) need nothing. */
  async markDone(event: object, reaction: string): Promise<void> {
    const origin = originOf(event);
    if (origin) await this.markEntryDone(origin, reaction);
  }

  /**
   * A reaction's work for this entry is stored (a reaction that finishes in another process, like a mail
   * delivered by the worker, keeps the entry's ref). The entry is removed once every expected reaction is;
   * an entry expecting only this one is removed at once, with no mark.
   */
  async markEntryDone(ref: OutboxRef, reaction: string): Promise<void> {
    try {
      // Gone, or staged again since (another generation): nothing of this event is left to report.
      const entry = await this.entries.findOne({ _id: ref.key }, { projection: { expected: 1, done: 1, generation: 1 } });
      if (!entry || (entry.generation ?? '') !== ref.generation) return;
      // An entry that waits for this reaction alone (most: an activity line) is complete now: one delete,
      // instead of a mark written, read and removed.
      if (entry.expected.length === 1 && entry.expected[0] === reaction) {
        await this.deleteById(ref.key);
        return;
      }
      await this.marks.insertOne({ _id: markId(ref, reaction), at: new Date() }).catch((error: Error & { code?: number }) => {
        if (error.code !== 11000) throw error;
      });
      if (isComplete(entry, (await this.doneOf([entry])).get(entry._id)!)) await this.remove(entry);
    } catch (error) {
      // The relay will deliver the event again; every reaction is idempotent.
      this.logger.warn(`could not mark ${ref.key} done for ${reaction}: ${(error as Error).message}`);
    }
  }

  /** The reactions done for each of these entries, by key (each mark read by its `_id`). */
  async doneOf(entries: Pick<OutboxEntry, '_id' | 'generation' | 'expected' | 'done'>[]): Promise<Map<string, Set<string>>> {
    const ids = entries.flatMap((entry) => entry.expected.filter((reaction) => !entry.done?.includes(reaction)).map((reaction) => markId(refOf(entry), reaction)));
    const found = new Set<string>();
    await inParallel(ids, MARK_READS_AT_ONCE, async (id) => {
      if (await this.marks.findOne({ _id: id }, { projection: { _id: 1 } })) found.add(id);
    });
    return new Map(
      entries.map((entry) => [entry._id, new Set([...(entry.done ?? []), ...entry.expected.filter((reaction) => found.has(markId(refOf(entry), reaction)))])]),
    );
  }

  /** Removes a complete entry: its marks first, so a crash in between leaves an entry the relay completes again. */
  async remove(entry: Pick<OutboxEntry, '_id' | 'generation' | 'expected'>): Promise<void> {
    const marks = (this.markDeletes ??= groupedDeletes(this.connection.collection(OUTBOX_DONE_COLLECTION)));
    await Promise.all(entry.expected.map((reaction) => marks.submit({ _id: markId(refOf(entry), reaction) })));
    // Only this generation: an entry staged again meanwhile waits for its own reactions.
    const stored = entry.generation ? await this.entries.findOne({ _id: entry._id }, { projection: { generation: 1 } }) : null;
    if (entry.generation && stored?.generation !== entry.generation) return;
    await this.deleteById(entry._id);
  }

  /** Rebuilds a stored event, with its origin, for the relay. */
  rebuild(entry: OutboxEntry): object | null {
    const eventClass = durableClassOf(entry.type);
    if (!eventClass) return null;
    const event = Object.assign(Object.create(eventClass.prototype) as object, entry.payload);
    return withOrigin(event, { ...refOf(entry), stagedAt: entry.created_at });
  }
}

export function isComplete(entry: Pick<OutboxEntry, 'expected'>, done: Set<string>): boolean {
  return entry.expected.every((reaction) => done.has(reaction));
}
