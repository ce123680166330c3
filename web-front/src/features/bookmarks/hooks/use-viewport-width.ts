import { useEffect, useState } from 'react';
import { LIMITS } from '@contracts';

/**
 * The window's width, read again at most every 250 ms while it is resized (spec section 9), so
 * the switches at 950 px (drag handling) and 1025 px (mobile menu) follow a rotated phone.
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        setWidth(window.innerWidth);
      }, LIMITS.resizeThrottleMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return width;
}
