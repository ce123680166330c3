import { Controller, Get, Headers, Param, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ReadFileQuery } from './read-file.query';
import { storedFileName } from '../../../contracts/requests';
import { matchesIfNoneMatch, strongEtag } from '../../../platform/http/etag';
import { valid } from '../../../platform/http/zod-validation.pipe';

/** Private: only the browser of a signed-in person keeps it, never a shared proxy (the call needs a session). */
const CACHE_FOREVER = 'private, max-age=31536000, immutable';
/** An SVG opened on its own is a document: no script, no fetch, whatever slipped through sanitising. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * GET files/:name: a stored logo or icon for any signed-in user. The name holds the content hash, so
 * the answer never changes: cached for a year by the browser only, revalidated by ETag.
 */
@Controller()
export class ReadFileController {
  constructor(private readonly queries: QueryBus) {}

  @Get('files/:name')
  async read(@Param('name', valid(storedFileName)) name: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) res: Response) {
    const file = await this.queries.execute(new ReadFileQuery(name));
    res.setHeader('Cache-Control', CACHE_FOREVER);
    const etag = strongEtag(file.version);
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (file.contentType === 'image/svg+xml') res.setHeader('Content-Security-Policy', SVG_POLICY);
    if (matchesIfNoneMatch(ifNoneMatch, etag)) {
      res.status(304);
      return undefined;
    }
    return new StreamableFile(file.open(), { type: file.contentType, length: file.length });
  }
}
