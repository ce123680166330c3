import type { ToolCard } from '@contracts';
import { apiRequest } from './client';

/**
 * Tells the server a tool was opened. Fire and forget: the tool opens at once whatever happens here,
 * and the call survives the page (keepalive), as a beacon would, while still carrying the CSRF header.
 */
export function reportOpen(toolId: string): void {
  apiRequest<void>('POST', 'opens', { body: { toolId }, globalFailures: false, keepalive: true }).catch(() => undefined);
}

/** The caller's own last opened tools, newest first (only they see it). */
export function getRecentTools(): Promise<ToolCard[]> {
  return apiRequest<ToolCard[]>('GET', 'opens/recent', { globalFailures: false });
}
