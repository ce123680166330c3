import { Model, mongo } from 'mongoose';

export interface SeedCount {
  collection: string;
  /** Documents the seed wants. */
  planned: number;
  /** Of those, written by this run (absent before). */
  inserted: number;
}

const DUPLICATE_KEY = 11000;

/**
 * Inserts the documents whose natural key is not in the collection yet and leaves the others
 * untouched, so a second seed writes nothing and never overwrites what an administrator changed since.
 * It reads the keys present, then inserts the missing documents in one `insertMany`: on FerretDB 1.24
 * (SQLite) a bulk write of a few hundred `$setOnInsert` upserts took seconds and the next one hung the
 * database, while this costs one query and one insert. A concurrent seed loses the race on the unique
 * indexes; its duplicate-key errors are ignored.
 * Documents go through the model first, for casting and defaults (mongoose timestamps are not applied:
 * the seed sets them). A bare collection takes documents already in their stored form.
 */
export async function insertMissing<T>(
  target: Model<T> | mongo.Collection,
  key: string,
  docs: Record<string, unknown>[],
): Promise<SeedCount> {
  const model = typeof target === 'function' ? target : null;
  const collection = model ? model.collection : (target as mongo.Collection);
  const counted = { collection: collection.collectionName, planned: docs.length, inserted: 0 };
  const stored = docs.map((doc) => (model ? withoutAddedIds(new model(doc).toObject({ versionKey: false }), doc) : doc));
  const present = await collection.find({ [key]: { $in: stored.map((doc) => doc[key]) } }, { projection: { [key]: 1 } }).toArray();
  const presentKeys = new Set(present.map((doc) => String(doc[key])));
  const missing = stored.filter((doc) => !presentKeys.has(String(doc[key])));
  if (missing.length === 0) return counted;
  try {
    const result = await collection.insertMany(missing, { ordered: false });
    return { ...counted, inserted: result.insertedCount };
  } catch (error) {
    const duplicatesOnly =
      error instanceof mongo.MongoBulkWriteError &&
      [error.writeErrors].flat().every((writeError) => writeError.code === DUPLICATE_KEY);
    if (!duplicatesOnly) throw error;
    return { ...counted, inserted: error.insertedCount };
  }
}

/**
 * Casting through a schema whose nested objects are declared as plain types (`{ en: String, … }`)
 * gives each of them a fresh `_id`; the seed keeps the shapes it wrote, so its documents are the same
 * on every fresh database.
 */
function withoutAddedIds(cast: Record<string, unknown>, original: Record<string, unknown>): Record<string, unknown> {
  const isPlain = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
  const result: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(cast)) {
    if (field === '_id' && !('_id' in original)) continue;
    const source = original[field];
    if (isPlain(value) && isPlain(source)) result[field] = withoutAddedIds(value, source);
    else if (Array.isArray(value) && Array.isArray(source))
      result[field] = value.map((item, index) => (isPlain(item) && isPlain(source[index]) ? withoutAddedIds(item, source[index]) : item));
    else result[field] = value;
  }
  return result;
}

/** The stored ids, by natural key, of the documents the seed planned (read back after the insert). */
export async function idsByKey<T>(model: Model<T>, key: string, values: string[]): Promise<Map<string, string>> {
  const docs = await model.collection.find({ [key]: { $in: values } }, { projection: { _id: 1, [key]: 1 } }).toArray();
  return new Map(docs.map((doc) => [String(doc[key]), String(doc._id)]));
}
