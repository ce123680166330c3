import type { Request, Response } from 'express';
import { gunzipSync } from 'node:zlib';
import type { ReadyJson } from './encoded-json';

/**
 * Sends encoded JSON (`EncodedJson`): its gzip bytes to clients that accept gzip (the compression middleware
 * leaves an answer that already has a Content-Encoding alone), the plain JSON otherwise.
 */
export function sendReadyJson(req: Request, res: Response, ready: ReadyJson): void {
  res.status(200);
  res.type('application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  res.setHeader('ETag', ready.etag);
  if (ready.gzip && req.acceptsEncodings('gzip')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(ready.gzip);
    return;
  }
  res.send(ready.json ?? gunzipSync(ready.gzip!));
}
