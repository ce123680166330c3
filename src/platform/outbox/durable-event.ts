import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

type EventClass = new (...args: never[]) => object;

/** Every event class that may travel through the outbox, by its stable name (class names can change). */
const byName = new Map<string, EventClass>();
const nameOf = new Map<EventClass, string>();

/**
 * Marks an event class as durable: it can be stored in the outbox and rebuilt from it by the worker's
 * relay. Its fields must be plain data (the payload is stored as a document).
 */
export function DurableEvent(name: string): (target: EventClass) => void {
  return (target) => {
    byName.set(name, target);
    nameOf.set(target, name);
  };
}

export function durableNameOf(event: object): string {
  const name = nameOf.get(event.constructor as EventClass);
  if (!name) throw new Error(`${event.constructor.name} is not a @DurableEvent`);
  return name;
}

export function durableClassOf(name: string): EventClass | undefined {
  return byName.get(name);
}

const ORIGIN = Symbol('outboxOrigin');

/**
 * Which stored entry a reaction reports to: its idempotency key, and the generation of the entry under
 * that key (an entry delivered and removed, then staged again, is a new generation: marks left by a late
 * reaction to the old one never count for the new one).
 */
export interface OutboxRef {
  key: string;
  generation: string;
}

/** Where an event came from in the outbox: its entry, and when it was stored. */
export interface OutboxOrigin extends OutboxRef {
  stagedAt: Date;
}

/** Attaches the outbox origin to an event, invisibly (it is not part of the stored payload). */
export function withOrigin<E extends object>(event: E, origin: OutboxOrigin): E {
  Object.defineProperty(event, ORIGIN, { value: origin, enumerable: false, configurable: true });
  return event;
}

export function originOf(event: object): OutboxOrigin | null {
  const origin = (event as Record<symbol, unknown>)[ORIGIN] as OutboxOrigin | undefined;
  return origin && typeof origin.key === 'string' && origin.stagedAt instanceof Date ? origin : null;
}

/**
 * The same ObjectId every time one reaction handles one outbox entry: the staging time (so ids keep
 * their time order) followed by a hash of the key and the reaction. Inserting a document with it twice
 * fails with a duplicate key: that is how a redelivered event writes its line once.
 */
export function deterministicObjectId(origin: OutboxOrigin, reaction: string): Types.ObjectId {
  const seconds = Math.floor(origin.stagedAt.getTime() / 1000).toString(16).padStart(8, '0');
  const hash = createHash('sha256').update(`${origin.key}|${reaction}`).digest('hex').slice(0, 16);
  return new Types.ObjectId(seconds + hash);
}

/** A key BullMQ accepts as a custom job id (no ':'), derived from an outbox key and a suffix. */
export function jobIdOf(key: string, suffix: string): string {
  return `o-${createHash('sha256').update(`${key}|${suffix}`).digest('hex').slice(0, 32)}`;
}
