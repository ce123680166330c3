import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection, Connection } from 'mongoose';

/** A change decided (every check passed) and not yet finished: what a re-run or the reconciler needs to finish it. */
export interface ChangeIntent<P = Record<string, unknown>> {
  /** One per change and target, e.g. `tools.delete.<toolId>`: recording it again keeps the first. */
  _id: string;
  kind: string;
  payload: P;
  created_at: Date;
}

export const CHANGE_INTENTS_COLLECTION = 'change_intents';

/**
 * The first write of a change of several steps whose target does not keep its own trace of the decision
 * (a tool's deletion, a category's deletion): stored before any other step, removed by the last one. A
 * crash in between leaves the intent; the user's second click or the worker's reconciler finishes the
 * change from it, exactly as the uninterrupted change would have. Inserting with a given `_id` is atomic
 * on FerretDB too, so two attempts keep one intent (the first one's payload). See docs/decisions/reconciler.md.
 */
@Injectable()
export class ChangeIntents {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get intents(): Collection<ChangeIntent> {
    return this.connection.collection<ChangeIntent>(CHANGE_INTENTS_COLLECTION);
  }

  /** Stores the intent, or answers the one already stored under this key. */
  async record<P extends Record<string, unknown>>(key: string, kind: string, payload: P): Promise<ChangeIntent<P>> {
    const intent: ChangeIntent<P> = { _id: key, kind, payload, created_at: new Date() };
    try {
      await this.intents.insertOne(intent as ChangeIntent);
      return intent;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      return ((await this.find<P>(key)) ?? intent) as ChangeIntent<P>;
    }
  }

  async find<P = Record<string, unknown>>(key: string): Promise<ChangeIntent<P> | null> {
    return (await this.intents.findOne({ _id: key })) as ChangeIntent<P> | null;
  }

  /** The keys of these that are stored (one short `$in` on `_id`). */
  async existing(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const found = await this.intents.find({ _id: { $in: keys } }, { projection: { _id: 1 } }).toArray();
    return new Set(found.map((intent) => intent._id));
  }

  /** Unfinished changes of a kind recorded before `before` (the collection holds only changes under way: a few documents). */
  async olderThan<P = Record<string, unknown>>(kind: string, before: Date): Promise<ChangeIntent<P>[]> {
    return (await this.intents.find({ kind, created_at: { $lte: before } }).toArray()) as ChangeIntent<P>[];
  }

  /**
   * Unfinished changes of a kind whose payload holds these values (e.g. one group's), with only the
   * payload fields named in `fields` when given (a few documents, read whole by FerretDB either way).
   */
  async matching<P = Record<string, unknown>>(kind: string, payload: Record<string, unknown>, fields?: string[]): Promise<ChangeIntent<P>[]> {
    const filter = { kind, ...Object.fromEntries(Object.entries(payload).map(([name, value]) => [`payload.${name}`, value])) };
    const projection = fields ? { kind: 1, created_at: 1, ...Object.fromEntries(fields.map((name) => [`payload.${name}`, 1])) } : undefined;
    return (await this.intents.find(filter, projection ? { projection } : {}).toArray()) as ChangeIntent<P>[];
  }

  /** The change's last step. */
  async remove(key: string): Promise<void> {
    await this.intents.deleteOne({ _id: key });
  }
}
