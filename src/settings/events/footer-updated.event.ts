import { DurableEvent } from '../../platform/outbox/durable-event';
/** The footer was saved; carries who did it and which languages have content now. */
@DurableEvent('settings.FooterUpdated')
export class FooterUpdatedEvent {
  constructor(
    readonly actor: { userId: string; fullname: string },
    readonly languages: string[],
  ) {}
}
