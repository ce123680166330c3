import { LIMITS } from '@contracts';

/** When the person last clicked a tool's edit button (performance.now()), so the popin's delay runs from there. */
let requestedAt: number | null = null;

/** Called by the edit button: the spec's 1.2 s delay is the person's, from their click. */
export function noteEditRequested(at = performance.now()): void {
  requestedAt = at;
}

/**
 * Where the edit popin's opening delay starts: the click, when it was within that delay (the route's
 * change and the form's code took part of it); the popin's own mount otherwise (a link followed from
 * elsewhere, the back button).
 */
export function editDelayStart(now = performance.now()): number {
  return requestedAt !== null && now - requestedAt >= 0 && now - requestedAt < LIMITS.toolPopinEditDelayMs ? requestedAt : now;
}
