/** The time the grants' expiry job reads, injected so tests can move it (e2e: weeks pass in a second). */
export const ACCESS_CLOCK = Symbol('ACCESS_CLOCK');

export interface AccessClock {
  now(): Date;
}

export const systemAccessClock: AccessClock = { now: () => new Date() };
