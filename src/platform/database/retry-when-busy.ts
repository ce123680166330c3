import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseBusy } from './database-unavailable';

interface RetryWhenBusyOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Pause after the first refusal; doubled after each, with jitter, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  warn: (message: string) => void;
}

/** Set while an operation runs under retryWhenBusy: the writes inside it are retried by that call only. */
const retrying = new AsyncLocalStorage<true>();

/**
 * Runs one short database operation again when the embedded database refuses it because another
 * writer holds its file (FerretDB on SQLite: "database is locked", SQLITE_BUSY), so the api and
 * the worker writing at once never fail each other. Bounded (by default 6 tries over about 3 s),
 * logged, and only for that refusal: a refused write was not applied, so running it again is safe.
 * Any other error, or the last refusal, is thrown (the api then answers 503 with Retry-After).
 * Nested calls do not multiply: inside one, the writes of the collections are not retried again.
 */
export async function retryWhenBusy<T>(what: string, operation: () => Promise<T>, options: RetryWhenBusyOptions): Promise<T> {
  const { attempts = 6, initialDelayMs = 50, maxDelayMs = 1_000, warn } = options;
  let delay = initialDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      // Awaited inside run(): a mongoose Query is lazy and sends its command when awaited, so the
      // await must happen within the context, or the collection's own retry would multiply this one.
      return await retrying.run(true, async () => await operation());
    } catch (error) {
      if (!isDatabaseBusy(error) || attempt >= attempts) throw error;
      const pause = Math.round(delay * (0.5 + Math.random()));
      warn(`${what}: database busy (attempt ${attempt} of ${attempts}), retrying in ${pause} ms`);
      await new Promise((resolve) => setTimeout(resolve, pause));
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}

/** Every write method of the driver's Collection: what mongoose models and direct collection calls end in. */
const COLLECTION_WRITES = [
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
] as const;

const INSTALLED = Symbol.for('portal.retryWritesWhenBusy');

type CollectionClass = { prototype: Record<string | symbol, unknown> };

/**
 * Makes every write of this process retry on a busy database (retryWhenBusy with its defaults), by
 * wrapping the write methods of the driver's Collection once: every model, every direct
 * `connection.collection()` write and every module of the api and the worker goes through them, so
 * no caller has to remember it. Installed by DatabaseModule; idempotent.
 */
export function retryWritesWhenBusy(collectionClass: CollectionClass, options: RetryWhenBusyOptions): void {
  const prototype = collectionClass.prototype;
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  for (const name of COLLECTION_WRITES) {
    const original = prototype[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof original !== 'function') continue;
    prototype[name] = function (this: { collectionName?: string }, ...args: unknown[]) {
      if (retrying.getStore()) return original.apply(this, args);
      return retryWhenBusy(`${name} on ${this.collectionName ?? 'a collection'}`, () => original.apply(this, args), options);
    };
  }
}
