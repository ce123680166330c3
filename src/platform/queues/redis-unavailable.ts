/**
 * Whether an error of our Redis client means "Redis cannot serve right now" rather than "this command is
 * wrong". The client keeps no offline queue and retries no command (queues.module.ts), so a Redis that is
 * down fails a command at once ("Stream isn't writeable…", "Connection is closed."), one that stops answering
 * after the command timeout, and a command in flight when the connection drops with MaxRetriesPerRequestError;
 * a replica promoted or a server still loading refuses writes for a moment (READONLY, LOADING, MASTERDOWN).
 */
const UNAVAILABLE_MESSAGES = /^(?:Stream isn't writeable|Connection is closed|Command timed out|Reached the max retries per request|(?:LOADING|READONLY|MASTERDOWN|TRYAGAIN)\b)/;

export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'MaxRetriesPerRequestError' || UNAVAILABLE_MESSAGES.test(error.message);
}
