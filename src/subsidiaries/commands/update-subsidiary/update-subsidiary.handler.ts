import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { DirectoryCommands } from '../../../directory/directory.public';
import { RecordLocks } from '../../../platform/database/record-locks';
import { SubsidiaryUpdatedEvent } from '../../events/subsidiary-updated.event';
import { nameTakenOnDuplicate, personOf, SUBSIDIARIES_LOCK, SubsidiaryChecks } from '../../subsidiary-checks';
import { subsidiaryInputOf } from '../../subsidiary-input';
import { OBJECT_ID, StoredSubsidiary, subsidiaryView, SubsidiaryView } from '../../subsidiary-view';
import { SubsidiaryNotFound } from '../../subsidiary.errors';
import { Subsidiary } from '../../subsidiary.schema';
import { UpdateSubsidiaryCommand } from './update-subsidiary.command';

/**
 * Renames a subsidiary or changes its companies. People hold a copy of their subsidiary's name
 * (`subsidiary: { _id, name }`): a rename rewrites those copies; tools hold the id only.
 */
@CommandHandler(UpdateSubsidiaryCommand)
export class UpdateSubsidiaryHandler implements ICommandHandler<UpdateSubsidiaryCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>,
    private readonly directory: DirectoryCommands,
    private readonly checks: SubsidiaryChecks,
    private readonly locks: RecordLocks,
  ) {}

  async execute({ caller, id, body }: UpdateSubsidiaryCommand): Promise<SubsidiaryView> {
    if (typeof id !== 'string' || !OBJECT_ID.test(id)) throw new SubsidiaryNotFound();
    const input = subsidiaryInputOf(body);
    const _id = new Types.ObjectId(id);
    const [before, after] = await this.locks.withLock(SUBSIDIARIES_LOCK, async () => {
      const current = await this.subsidiaries.findById(_id).lean<StoredSubsidiary>();
      if (!current) throw new SubsidiaryNotFound();
      await this.checks.assertAllowed(input, _id);
      const saved = await this.subsidiaries
        .findByIdAndUpdate(_id, { $set: input }, { new: true })
        .lean<StoredSubsidiary>()
        .catch(nameTakenOnDuplicate);
      if (!saved) throw new SubsidiaryNotFound();
      if (current.name !== input.name) await this.directory.renameSubsidiary(_id, input.name);
      return [current, saved] as const;
    });
    const view = subsidiaryView(after);
    const previous = new Set(before.companies ?? []);
    const added = view.companies.filter((name) => !previous.has(name));
    const removed = [...previous].filter((name) => !view.companies.includes(name));
    if (before.name !== view.name || added.length || removed.length || !!before.is_translated !== view.is_translated) {
      await this.outbox.publish(new SubsidiaryUpdatedEvent({ subsidiaryId: view.id, name: view.name }, before.name, added, removed, personOf(caller)));
    }
    return view;
  }
}
