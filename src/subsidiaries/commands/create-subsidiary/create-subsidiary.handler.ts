import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SubsidiaryCreatedEvent } from '../../events/subsidiary-created.event';
import { nameTakenOnDuplicate, personOf, SubsidiaryStore } from '../../subsidiary-store';
import { subsidiaryInputOf } from '../../subsidiary-input';
import { StoredSubsidiary, subsidiaryView, SubsidiaryView } from '../../subsidiary-view';
import { CreateSubsidiaryCommand } from './create-subsidiary.command';

@CommandHandler(CreateSubsidiaryCommand)
export class CreateSubsidiaryHandler implements ICommandHandler<CreateSubsidiaryCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly store: SubsidiaryStore,
  ) {}

  async execute({ caller, body }: CreateSubsidiaryCommand): Promise<SubsidiaryView> {
    const input = subsidiaryInputOf(body);
    const created = await this.store.locked(async () => {
      await this.store.assertAllowed(input, null);
      return this.store.subsidiaries.create(input).catch(nameTakenOnDuplicate);
    });
    const view = subsidiaryView(created.toObject() as StoredSubsidiary);
    await this.outbox.publish(new SubsidiaryCreatedEvent({ subsidiaryId: view.id, name: view.name }, view.companies, personOf(caller)));
    return view;
  }
}
