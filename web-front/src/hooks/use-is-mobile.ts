import { useEffect, useState } from 'react';
import { LIMITS } from '@contracts';

const QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;

function matches(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** Spec section 5: the mobile layout applies up to 1025 px wide; follows the window as it resizes. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(QUERY);
    const onChange = () => setMobile(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
