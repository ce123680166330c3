/** Longest wait for a frame: a tab hidden meanwhile draws none, and its calls must still go. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has drawn the next frame. The front page's second calls (the wall's lists, the
 * sidebar, announcements, requestable tools) wait for it, so its first paint goes out before they share the
 * phone's connection with it: under Lighthouse's mobile simulation a call started before the largest paint
 * counts against it (LCP 2.5–2.8 s instead of 1.9–2.1 s, bench/README.md). At once in the component tests,
 * which draw no frames.
 */
export function afterNextPaint(): Promise<void> {
  if (import.meta.env.MODE === 'test' || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
