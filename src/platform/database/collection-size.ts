import type { Model } from 'mongoose';

/**
 * How many documents a collection holds, from its statistics (`$collStats`), as `estimatedDocumentCount`
 * answers on MongoDB. FerretDB 1.24 answers the `count` that `estimatedDocumentCount` sends by reading
 * and decoding every document (minutes for 100,000 people on a busy machine, and each abandoned try
 * keeps running in it), and `$collStats` from SQLite's page statistics (a few seconds). 0 for a
 * collection not created yet.
 */
export async function collectionSize<T>(model: Model<T>): Promise<number> {
  try {
    const [stats] = await model.aggregate<{ count?: number }>([{ $collStats: { count: {} } }]);
    return stats?.count ?? 0;
  } catch (error) {
    // MongoDB refuses the statistics of a collection that does not exist (NamespaceNotFound).
    if ((error as { code?: number }).code === 26) return 0;
    throw error;
  }
}
