/** The time the "new" label job reads, injected so tests can move it (e2e: days pass in a second). */
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
