import { useEffect } from 'react';
import { LIMITS } from '@contracts';

/**
 * Spec sections 4 and 9: while something is dragged on a screen wider than 950 px, the page scrolls
 * 15 px every 50 ms as long as the pointer is within 30 px of the window's top or bottom edge.
 */
export function useEdgeAutoScroll(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let pointerY: number | null = null;
    const track = (event: PointerEvent | MouseEvent | TouchEvent) => {
      pointerY = 'touches' in event ? (event.touches[0]?.clientY ?? pointerY) : event.clientY;
    };
    const tick = window.setInterval(() => {
      if (pointerY === null) return;
      if (pointerY < LIMITS.autoScrollEdgePx) window.scrollBy(0, -LIMITS.autoScrollStepPx);
      else if (pointerY > window.innerHeight - LIMITS.autoScrollEdgePx) window.scrollBy(0, LIMITS.autoScrollStepPx);
    }, LIMITS.autoScrollTickMs);
    const events = ['pointermove', 'mousemove', 'touchmove'] as const;
    events.forEach((name) => window.addEventListener(name, track, { passive: true }));
    return () => {
      window.clearInterval(tick);
      events.forEach((name) => window.removeEventListener(name, track));
    };
  }, [active]);
}
