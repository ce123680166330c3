import { SetMetadata } from '@nestjs/common';

/** The kinds of calls with a limit of their own (writes need no decorator: every non-GET call counts). */
export type RateLimitKind = 'sign_in' | 'search' | 'upload' | 'health';

export const RATE_LIMIT_KIND = 'rate-limit:kind';
/** Counts this route against the named limit (docs/operations.md, rate limits). */
export const RateLimited = (kind: RateLimitKind) => SetMetadata(RATE_LIMIT_KIND, kind);
