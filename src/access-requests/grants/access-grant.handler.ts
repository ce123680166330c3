import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { AccessRequestDecidedEvent } from '../events/access-events';
import { AccessGrantApplier } from './access-grant-applier';

/** The relay's path to a decision's effects (the deciding process applies them itself first): idempotent. */
@EventsHandler(AccessRequestDecidedEvent)
export class AccessGrantHandler implements IEventHandler<AccessRequestDecidedEvent> {
  private readonly logger = new Logger(AccessGrantHandler.name);

  constructor(private readonly applier: AccessGrantApplier) {}

  async handle(event: AccessRequestDecidedEvent) {
    await this.applier.apply(event).catch((error: Error) => this.logger.error(`access request ${event.requestId}: not applied yet: ${error.message}`));
  }
}
