import { lazyPart } from '@/lib/lazy-part';

/**
 * The drag-and-drop pieces (dnd-kit) and the tool menu, in their own chunk. The app starts loading
 * them at start, so the chunk arrives while the start-up calls are still out.
 */
const dndParts = lazyPart(() => import('./dnd-parts'));

export const loadDndParts = dndParts.load;
export const useDndParts = dndParts.use;
