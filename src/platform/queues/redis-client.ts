/** The injection token of the process's own Redis client (health, locks, caches; BullMQ keeps its own connections). */
export const REDIS = Symbol('REDIS');
