import { processTuning } from '../config/process-tuning';

/** A holder stops trusting its lock this long before the database would let others take it over. */
export const SAFETY_MARGIN_MS = 2_000;
/**
 * How long a lock lives without renewal: a crashed holder blocks others for at most this long.
 * RECORD_LOCK_TTL_MS shortens it for the fault suite, never below twice the margin.
 */
export const LOCK_TTL_MS = Math.max(2 * SAFETY_MARGIN_MS, processTuning().RECORD_LOCK_TTL_MS);
/**
 * Lock and claim documents left behind (a crashed holder, an abandoned claim) are removed this long after
 * anyone could still trust them: by MongoDB's TTL monitor, and by the worker's sweep where there is none.
 */
export const GARBAGE_AFTER_S = 3600;

/** A document of the `locks` collection: a lock (`owner`), or a claim on one (`claims`). */
export interface LockDocument {
  _id: string;
  /** Random per acquisition: only its owner releases or renews it. */
  owner?: string;
  /** Set from the database server's clock, never from an instance's. On a claim: the claimed lock's expiry. */
  expires_at: Date;
  /** On a claim document: which lock it claimed. */
  claims?: string;
  /** On a claim document: until when (server time) its winner may delete; later, the next generation may claim. */
  claimed_until?: Date;
}

/** The one id whose insert gives the right to delete the lock `held` (generation 0, then 1, 2… once one is abandoned). */
export const claimIdOf = (held: Pick<LockDocument, '_id' | 'owner' | 'expires_at'>, generation: number) =>
  `claim|${held._id}|${held.owner}|${held.expires_at.getTime()}${generation ? `|${generation}` : ''}`;

/** Until when a claim's winner may delete. A claim of before `claimed_until` existed: its lock's expiry and one TTL. */
export const claimedUntilOf = (claim: Pick<LockDocument, 'expires_at' | 'claimed_until'>): Date =>
  claim.claimed_until ?? new Date(claim.expires_at.getTime() + LOCK_TTL_MS);

/** The owner whose lock a claim document claimed, read back from its id (`claim|<lock>|<owner>|<expiry>[|generation]`). */
export function ownerClaimedBy(claim: Pick<LockDocument, '_id' | 'claims'>): string | undefined {
  const prefix = `claim|${claim.claims}|`;
  if (claim.claims === undefined || !claim._id.startsWith(prefix)) return undefined;
  return claim._id.slice(prefix.length).split('|')[0];
}

/**
 * What a sweep may do with a document of `locks`, at the server time `now`, on a database without a TTL index:
 * - `'lock'`: a lock that expired more than GARBAGE_AFTER_S ago (its holder stopped trusting it before it
 *   expired): taken over as a contender would, through its claim, never deleted directly;
 * - `'claim'`: a claim whose winner's time ended more than GARBAGE_AFTER_S ago: deleted once its lock is
 *   read gone (absent, or another owner's), since an owner's lock never comes back;
 * - `null`: anything younger, which a holder or a claim's winner may still rely on.
 */
export function leftoverOf(document: LockDocument, now: Date): 'lock' | 'claim' | null {
  const cutoff = now.getTime() - GARBAGE_AFTER_S * 1000;
  if (document.claims === undefined) return document.expires_at.getTime() < cutoff ? 'lock' : null;
  const lastTrusted = Math.max(document.expires_at.getTime(), claimedUntilOf(document).getTime());
  return lastTrusted < cutoff ? 'claim' : null;
}
