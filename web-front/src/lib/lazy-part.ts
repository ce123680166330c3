import { useSyncExternalStore } from 'react';

export interface LazyPart<Module> {
  /** Starts loading once (again after a failure); resolves with the module. */
  load: () => Promise<Module>;
  /** The module once loaded, else null; the component renders again when it arrives. */
  use: () => Module | null;
}

/**
 * A piece of the app kept out of the first script and loaded on demand or ahead of need. Unlike
 * React.lazy, a part already loaded renders at once (no Suspense fallback for one frame), so a
 * part fetched ahead of need appears with its first render.
 */
export function lazyPart<Module>(importer: () => Promise<Module>): LazyPart<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { load, use: () => useSyncExternalStore(subscribe, () => loaded) };
}
