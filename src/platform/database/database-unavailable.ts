/**
 * Whether an error means "the database cannot serve right now" rather than "this request is wrong":
 * the server is unreachable or gone (driver network and selection errors, mongoose's buffering
 * timeout), an operation ran past its maxTimeMS, or FerretDB's SQLite file is locked by another
 * writer. The api answers these 503 with Retry-After instead of 500, and callers may retry them.
 */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoWaitQueueTimeoutError',
]);
/** MongoDB's MaxTimeMSExpired (50); FerretDB reports SQLITE_BUSY in the message of an InternalError. */
const UNAVAILABLE_CODES = new Set([50, 'ECONNREFUSED', 'ECONNRESET']);

export function isDatabaseBusy(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /SQLITE_BUSY|database is locked/i.test(message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE_ERROR_NAMES.has(error.name)) return true;
  if (UNAVAILABLE_CODES.has((error as { code?: string | number }).code as never)) return true;
  if (error.name === 'MongooseError' && /buffering timed out|before initial connection|Connection was force closed/i.test(error.message)) return true;
  return isDatabaseBusy(error);
}
