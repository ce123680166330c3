import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ApiTokenCreatedEvent } from '../../api-tokens/events/api-token-created.event';
import { ActivityRecorder } from '../activity-recorder';
import { apiTokenTarget } from './api-token-target';

@EventsHandler(ApiTokenCreatedEvent)
export class RecordApiTokenCreatedHandler implements IEventHandler<ApiTokenCreatedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ApiTokenCreatedEvent) {
    return this.recorder.record(event, {
      action: 'api_tokens.token.created',
      message: `${event.by.fullname} created the API token "${event.token.name}" (${event.scopes.join(', ')}), expiring ${event.expiresAt.slice(0, 10)}`,
      actor: event.by,
      target: apiTokenTarget(event.token),
      details: { scopes: event.scopes, expiresAt: event.expiresAt },
    });
  }
}
