import type { ToolCard } from '@contracts';
import { apiRequest } from './client';

/**
 * Tells the server a tool was opened. Fire and forget: the tool opens at once whatever happens here,
 * and the call survives the page (keepalive), as a beacon would, while still carrying the CSRF header.
 */
export function reportOpen(toolId: string): void {
  apiRequest<void>('POST', 'opens', { body: { toolId }, globalFailures: false, keepalive: true }).catch(() => undefined);
}

/** The path of "Recently used", asked early by main.tsx (`askEarly`): its answer is then there before the wall's, so the panel never pushes the wall down once drawn. */
export const RECENT_TOOLS_PATH = 'opens/recent';

/** The caller's own last opened tools, newest first (only they see it). */
export function getRecentTools(): Promise<ToolCard[]> {
  return apiRequest<ToolCard[]>('GET', RECENT_TOOLS_PATH, { globalFailures: false });
}
