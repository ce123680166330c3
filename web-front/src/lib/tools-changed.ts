import { useSyncExternalStore } from 'react';

/**
 * A counter bumped whenever this browser saved a tool, so the front page's lists (managed tools
 * above all) load again and show the change without a reload.
 */
let version = 0;
const listeners = new Set<() => void>();

export function notifyToolsChanged(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToolsVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
