import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ApiTokenRevokedEvent } from '../../api-tokens/events/api-token-revoked.event';
import { ActivityRecorder } from '../activity-recorder';
import { apiTokenTarget } from './api-token-target';

@EventsHandler(ApiTokenRevokedEvent)
export class RecordApiTokenRevokedHandler implements IEventHandler<ApiTokenRevokedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ApiTokenRevokedEvent) {
    return this.recorder.record(event, {
      action: 'api_tokens.token.revoked',
      message: `${event.by.fullname} revoked the API token "${event.token.name}"`,
      actor: event.by,
      target: apiTokenTarget(event.token),
    });
  }
}
