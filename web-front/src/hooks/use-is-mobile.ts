import { LIMITS } from '@contracts';
import { useMediaQuery } from './use-media-query';

const QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;

/** Spec section 5: the mobile layout applies up to 1025 px wide; follows the window as it resizes. */
export function useIsMobile(): boolean {
  return useMediaQuery(QUERY);
}
