import type { Request, Response } from 'express';
import { gunzipSync } from 'node:zlib';
import type { JsonPayload } from './wall-payloads';

/**
 * Sends a ready payload: its gzip bytes to clients that accept gzip (the compression middleware
 * leaves an answer that already has a Content-Encoding alone), the plain JSON otherwise.
 */
export function sendJsonPayload(req: Request, res: Response, payload: JsonPayload): void {
  res.status(200);
  res.type('application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  res.setHeader('ETag', payload.etag);
  if (payload.gzip && req.acceptsEncodings('gzip')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(payload.gzip);
    return;
  }
  res.send(payload.json ?? gunzipSync(payload.gzip!));
}
