import { lazy, useState, type ComponentType } from 'react';

/** A page component, and a promise settled once its code has loaded (or failed to). */
export type PreloadedPage<Props> = ComponentType<Props> & { loaded: Promise<unknown> };

/**
 * A page whose code starts loading now, and which renders as a plain component once its code is
 * there. `React.lazy` alone suspends on its first render even when the code has already arrived (it
 * reads its promise in a later microtask): layout's Suspense boundary then commits its fallback, and
 * React holds back the page's reveal for up to 300 ms after a fallback (its throttle of fallbacks),
 * although the fallback itself draws nothing for its first second. Until the code arrives, the page
 * suspends as any lazy page does.
 */
export function preloadedLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadedPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const code = load().then((component) => (loaded = component));
  // A failed load is shown by the error boundary when the page renders, not as an unhandled rejection now.
  const loadedOrFailed = code.catch(() => undefined);
  const LazyPage = lazy(() => code.then((component) => ({ default: component })));
  const PreloadedPage = (props: Props) => {
    // Chosen once per mount: switching from the lazy wrapper to the component would mount the page again.
    const [Page] = useState<ComponentType<Props>>(() => loaded ?? LazyPage);
    return <Page {...props} />;
  };
  return Object.assign(PreloadedPage, { loaded: loadedOrFailed });
}
