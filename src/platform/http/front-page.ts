import { readFile } from 'node:fs/promises';
import { parse } from 'cookie';
import type express from 'express';
import { EARLY_CALL_ATTRIBUTE, FRONT_EARLY_CALLS } from '../../contracts';
import { CSRF_COOKIE } from '../sessions/session-cookies';

/**
 * The employee front's page with a fetch preload for each of its early calls (`FRONT_EARLY_CALLS`),
 * so a phone asks them beside the first script instead of after it has arrived and run (a round trip
 * on a slow network). Each carries its own `date`, as every call does; the front's first call of each
 * uses that address, so the browser hands it the preloaded answer.
 */
export function withEarlyCallPreloads(html: string, now = Date.now()): string {
  const links = FRONT_EARLY_CALLS.map(
    (call) => `<link rel="preload" as="fetch" crossorigin href="/api/${call}?date=${now}" ${EARLY_CALL_ATTRIBUTE}="${call}">`,
  ).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * Whether the front's page for this request is a signed-in one whose early calls can answer: the
 * browser holds the CSRF cookie (set with every session, cleared at sign-out: without it the page signs
 * in without asking, web-front/src/api/client.ts) and it is not an error page (which asks nothing).
 */
export function asksEarlyCalls(req: express.Request): boolean {
  return parse(req.headers.cookie ?? '')[CSRF_COOKIE] !== undefined && !req.path.startsWith('/error-');
}

/** Sends the front's index.html, with the early calls' preloads when the page will ask them. */
export async function sendFrontPage(req: express.Request, res: express.Response, index: string): Promise<void> {
  if (!asksEarlyCalls(req)) return void res.sendFile(index);
  const html = await readFile(index, 'utf8');
  res.type('html').send(withEarlyCallPreloads(html));
}
