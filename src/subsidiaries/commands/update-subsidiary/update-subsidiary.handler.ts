import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { DirectoryCommands } from '../../../directory/directory.public';
import { SubsidiaryUpdatedEvent } from '../../events/subsidiary-updated.event';
import { nameTakenOnDuplicate, personOf, SubsidiaryStore } from '../../subsidiary-store';
import { subsidiaryInputOf } from '../../subsidiary-input';
import { OBJECT_ID, StoredSubsidiary, subsidiaryView, SubsidiaryView } from '../../subsidiary-view';
import { SubsidiaryNotFound } from '../../subsidiary.errors';
import { UpdateSubsidiaryCommand } from './update-subsidiary.command';

/**
 * Renames a subsidiary or changes its companies. People hold a copy of their subsidiary's name
 * (`subsidiary: { _id, name }`): a rename rewrites those copies; tools hold the id only.
 */
@CommandHandler(UpdateSubsidiaryCommand)
export class UpdateSubsidiaryHandler implements ICommandHandler<UpdateSubsidiaryCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly store: SubsidiaryStore,
    private readonly directory: DirectoryCommands,
  ) {}

  async execute({ caller, id, body }: UpdateSubsidiaryCommand): Promise<SubsidiaryView> {
    if (typeof id !== 'string' || !OBJECT_ID.test(id)) throw new SubsidiaryNotFound();
    const input = subsidiaryInputOf(body);
    const _id = new Types.ObjectId(id);
    const [before, after] = await this.store.locked(async () => {
      const current = await this.store.subsidiaries.findById(_id).lean<StoredSubsidiary>();
      if (!current) throw new SubsidiaryNotFound();
      await this.store.assertAllowed(input, _id);
      const saved = await this.store.subsidiaries
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
