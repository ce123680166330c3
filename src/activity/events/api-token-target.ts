import type { ApiTokenRef } from '../../api-tokens/events/api-token-parts';
import type { ActivityLog } from '../activity-log.schema';

/** A log line about a program's token points at it by id and name. */
export function apiTokenTarget(token: ApiTokenRef): NonNullable<ActivityLog['target']> {
  return { kind: 'api_token', id: token.tokenId, label: token.name };
}
