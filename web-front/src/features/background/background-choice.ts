import { LIMITS } from '@contracts';

/** How many backgrounds the picker offers: the config's nbBackgrounds, else the spec's 19. */
export function backgroundCountOf(configured: number | null | undefined): number {
  return Number.isInteger(configured) && (configured as number) > 0 ? (configured as number) : LIMITS.backgroundCount;
}

/** A user's background, or the default (1) when none or one out of range is stored. */
export function backgroundNumberOf(background: number | null | undefined, count: number = LIMITS.backgroundCount): number {
  return Number.isInteger(background) && (background as number) >= 1 && (background as number) <= count ? (background as number) : LIMITS.defaultBackground;
}

/** The images are drawn by scripts/generate-backgrounds.mjs and served with the front. */
export function backgroundImageUrl(background: number): string {
  return `/backgrounds/${background}.svg`;
}
