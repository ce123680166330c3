import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RecordLocks } from '../../../platform/database/record-locks';
import { SubsidiaryCreatedEvent } from '../../events/subsidiary-created.event';
import { nameTakenOnDuplicate, personOf, SUBSIDIARIES_LOCK, SubsidiaryChecks } from '../../subsidiary-checks';
import { subsidiaryInputOf } from '../../subsidiary-input';
import { StoredSubsidiary, subsidiaryView, SubsidiaryView } from '../../subsidiary-view';
import { Subsidiary } from '../../subsidiary.schema';
import { CreateSubsidiaryCommand } from './create-subsidiary.command';

@CommandHandler(CreateSubsidiaryCommand)
export class CreateSubsidiaryHandler implements ICommandHandler<CreateSubsidiaryCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>,
    private readonly checks: SubsidiaryChecks,
    private readonly locks: RecordLocks,
  ) {}

  async execute({ caller, body }: CreateSubsidiaryCommand): Promise<SubsidiaryView> {
    const input = subsidiaryInputOf(body);
    const created = await this.locks.withLock(SUBSIDIARIES_LOCK, async () => {
      await this.checks.assertAllowed(input, null);
      return this.subsidiaries.create(input).catch(nameTakenOnDuplicate);
    });
    const view = subsidiaryView(created.toObject() as StoredSubsidiary);
    await this.outbox.publish(new SubsidiaryCreatedEvent({ subsidiaryId: view.id, name: view.name }, view.companies, personOf(caller)));
    return view;
  }
}
