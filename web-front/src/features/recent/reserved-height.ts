/**
 * The height "Recently used" had on this browser's last visit, so that the panel keeps its place while
 * its list loads and the wall below does not move when it arrives. 0 when it was hidden (nothing
 * opened), unknown, or storage is off: then nothing is reserved, as before.
 */
const RESERVED_HEIGHT_KEY = 'portal.recentlyUsed.height';

export function readReservedHeight(): number {
  try {
    const value = Number(window.localStorage.getItem(RESERVED_HEIGHT_KEY));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function saveReservedHeight(height: number): void {
  try {
    window.localStorage.setItem(RESERVED_HEIGHT_KEY, String(Math.round(height)));
  } catch {
    // Storage disabled by policy or private browsing: the next visit reserves nothing.
  }
}
