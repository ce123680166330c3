import mongoose from 'mongoose';

/** The driver's Collection methods that take a filter, as the product calls them (through mongoose or directly). */
const FILTERED = ['find', 'findOne', 'countDocuments', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'findOneAndUpdate', 'findOneAndDelete'] as const;

type Filter = Record<string, unknown>;
/** A bulkWrite's operation: its filter, if it has one (an insertOne has none). */
type BulkOperation = Record<string, { filter?: Filter } | undefined>;

/**
 * Records the filter of every read and write the process sends to the named collections, to check they
 * are what FerretDB 1.24 reads by index: a filter whose one key is `_id`, matched to one value (any other
 * key, even beside `_id`, and `{_id: {$in: …}}` read the whole collection).
 */
export function recordFilters(...collections: string[]) {
  const seen: { collection: string; method: string; filter: Filter }[] = [];
  const prototype = mongoose.mongo.Collection.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const spies = [...FILTERED, 'bulkWrite'].map((method) => {
    const original = prototype[method];
    return jest.spyOn(prototype, method).mockImplementation(function (this: { collectionName: string }, ...args: unknown[]) {
      if (collections.includes(this.collectionName)) {
        const filters = method === 'bulkWrite' ? (args[0] as BulkOperation[]).flatMap((operation) => Object.values(operation).flatMap((one) => (one?.filter ? [one.filter] : []))) : [(args[0] ?? {}) as Filter];
        for (const filter of filters) seen.push({ collection: this.collectionName, method, filter });
      }
      return original.apply(this, args);
    });
  });
  return {
    seen,
    /** The recorded filters that are not one `_id` matched to one value. */
    scans: () => seen.filter(({ filter }) => {
      const keys = Object.keys(filter);
      const id = filter._id;
      return keys.length !== 1 || keys[0] !== '_id' || (typeof id === 'object' && id !== null && !(id instanceof mongoose.Types.ObjectId));
    }),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
