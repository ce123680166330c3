import type { ToolCard } from '@contracts';
import { apiRequest, mayHaveSession } from './client';

/**
 * Tells the server a tool was opened. Fire and forget: the tool opens at once whatever happens here,
 * and the call survives the page (keepalive), as a beacon would, while still carrying the CSRF header.
 */
export function reportOpen(toolId: string): void {
  apiRequest<void>('POST', 'opens', { body: { toolId }, globalFailures: false, keepalive: true }).catch(() => undefined);
}

let early: Promise<ToolCard[]> | null = null;

/**
 * Asks for "Recently used" as the script starts (main.tsx), beside the start-up's getOneUser: its answer
 * is then there before the wall's (which waits for the user), so the panel never pushes the wall down
 * once drawn. Not asked without a session.
 */
export function askRecentToolsEarly(): void {
  if (!mayHaveSession()) return;
  early = fetchRecentTools();
  early.catch(() => undefined); // read by getRecentTools
}

/** The caller's own last opened tools, newest first (only they see it): the early answer once, then fresh calls. */
export function getRecentTools(): Promise<ToolCard[]> {
  const answer = early;
  early = null;
  return answer ?? fetchRecentTools();
}

function fetchRecentTools(): Promise<ToolCard[]> {
  return apiRequest<ToolCard[]>('GET', 'opens/recent', { globalFailures: false });
}
