import { claimIdOf, GARBAGE_AFTER_S, leftoverOf, LOCK_TTL_MS, ownerClaimedBy } from './lock-documents';

const now = new Date('2026-11-29T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const GARBAGE_MS = GARBAGE_AFTER_S * 1000;

describe('what the locks sweep may remove (databases without a TTL index)', () => {
  it('takes over a lock once it expired more than GARBAGE_AFTER_S ago, never a younger or live one', () => {
    expect(leftoverOf({ _id: 'tool:1', owner: 'a', expires_at: ago(GARBAGE_MS + 1) }, now)).toBe('lock');
    expect(leftoverOf({ _id: 'tool:1', owner: 'a', expires_at: ago(GARBAGE_MS - 1000) }, now)).toBeNull();
    expect(leftoverOf({ _id: 'tool:1', owner: 'a', expires_at: ago(-LOCK_TTL_MS) }, now)).toBeNull();
  });

  it('removes a claim once its winner\'s time ended more than GARBAGE_AFTER_S ago', () => {
    const claim = (expiresAgo: number, claimedUntilAgo?: number) => ({
      _id: 'claim|tool:1|a|1',
      claims: 'tool:1',
      expires_at: ago(expiresAgo),
      ...(claimedUntilAgo === undefined ? {} : { claimed_until: ago(claimedUntilAgo) }),
    });
    expect(leftoverOf(claim(GARBAGE_MS + 60_000, GARBAGE_MS + 1), now)).toBe('claim');
    // A takeover claimed long after its lock expired: in its time, whatever its lock's age.
    expect(leftoverOf(claim(2 * GARBAGE_MS, -5_000), now)).toBeNull();
    expect(leftoverOf(claim(2 * GARBAGE_MS, GARBAGE_MS - 1000), now)).toBeNull();
    // A claim of before `claimed_until`: its lock's expiry and one TTL stand for it.
    expect(leftoverOf(claim(GARBAGE_MS + LOCK_TTL_MS + 1), now)).toBe('claim');
    expect(leftoverOf(claim(GARBAGE_MS + LOCK_TTL_MS - 1000), now)).toBeNull();
  });

  it('reads the claimed owner back from a claim id of any generation, whatever the lock key holds', () => {
    const held = { _id: 'scim|group|x', owner: '0f3a', expires_at: now };
    expect(ownerClaimedBy({ _id: claimIdOf(held, 0), claims: held._id })).toBe('0f3a');
    expect(ownerClaimedBy({ _id: claimIdOf(held, 3), claims: held._id })).toBe('0f3a');
    expect(ownerClaimedBy({ _id: 'tool:1', claims: undefined })).toBeUndefined();
    expect(ownerClaimedBy({ _id: 'claim|other|0f3a|1', claims: held._id })).toBeUndefined();
  });
});
