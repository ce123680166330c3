import type { Model, ProjectionType } from 'mongoose';

/**
 * Runs `start`, holds its first `findById(id).lean()` of this model (the read taken, its answer kept back)
 * until `during` has run, then hands the read over and answers what `start` answered: a read taken
 * before a write and used after it.
 */
export async function withReadHeld<D, T>(model: Model<D>, id: string, start: () => Promise<T>, during: () => Promise<void>): Promise<T> {
  const findById = model.findById.bind(model);
  let readDone!: () => void;
  const read = new Promise<void>((resolve) => (readDone = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  const spy = jest.spyOn(model, 'findById').mockImplementation(((readId: unknown, projection?: ProjectionType<D>) => {
    const query = findById(readId, projection);
    if (String(readId) !== id || !holding) return query;
    holding = false;
    return {
      lean: async () => {
        const row = await query.lean();
        readDone();
        await held;
        return row;
      },
    };
  }) as never);
  try {
    const started = start();
    await read;
    await during();
    release();
    return await started;
  } finally {
    release();
    spy.mockRestore();
  }
}
