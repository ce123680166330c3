import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { DirectoryReader } from '../../../directory/directory.public';
import { SubsidiaryDeletedEvent } from '../../events/subsidiary-deleted.event';
import { CountPendingRequestsQuery } from '../../ports/count-subsidiary-requests.query';
import { CountSubsidiaryDefaultToolsQuery } from '../../ports/count-subsidiary-default-tools.query';
import { CountSubsidiaryToolsQuery } from '../../ports/count-subsidiary-tools.query';
import { personOf, SubsidiaryStore } from '../../subsidiary-store';
import { OBJECT_ID, StoredSubsidiary } from '../../subsidiary-view';
import { SubsidiaryInUse, SubsidiaryNotFound } from '../../subsidiary.errors';
import { DeleteSubsidiaryCommand } from './delete-subsidiary.command';

const counted = (count: number, one: string, many: string) => (count ? [`${count} ${count === 1 ? one : many}`] : []);

/**
 * Deletes a subsidiary nothing points at. While live tools, people (deleted ones aside), default tools
 * or tool requests awaiting approval still name it, it is refused with what uses it: deleting it would
 * hide those tools from everyone and leave people without their subsidiary's tools, so the
 * administrator moves them first. Its companies become free.
 */
@CommandHandler(DeleteSubsidiaryCommand)
export class DeleteSubsidiaryHandler implements ICommandHandler<DeleteSubsidiaryCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly store: SubsidiaryStore,
    private readonly directory: DirectoryReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ caller, id }: DeleteSubsidiaryCommand): Promise<{ _id: string; id: string }> {
    if (!OBJECT_ID.test(id)) throw new SubsidiaryNotFound();
    const _id = new Types.ObjectId(id);
    const deleted = await this.store.locked(async () => {
      const subsidiary = await this.store.subsidiaries.findById(_id, { name: 1 }).lean<StoredSubsidiary>();
      if (!subsidiary) throw new SubsidiaryNotFound();
      const [tools, users, defaults, requests] = await Promise.all([
        // The modules above subsidiaries answer its questions (subsidiaries/ports); the directory is below.
        this.queries.execute(new CountSubsidiaryToolsQuery(id)),
        this.directory.countInSubsidiary(_id),
        this.queries.execute(new CountSubsidiaryDefaultToolsQuery(id)),
        this.queries.execute(new CountPendingRequestsQuery(id.toLowerCase())),
      ]);
      const uses = [
        ...counted(tools, 'tool', 'tools'),
        ...counted(users, 'person', 'people'),
        ...counted(defaults, 'default tool', 'default tools'),
        ...counted(requests, 'tool request awaiting approval', 'tool requests awaiting approval'),
      ];
      if (uses.length) throw new SubsidiaryInUse(uses);
      await this.store.subsidiaries.deleteOne({ _id });
      return subsidiary;
    });
    await this.outbox.publish(new SubsidiaryDeletedEvent({ subsidiaryId: id.toLowerCase(), name: deleted.name }, personOf(caller)));
    return { _id: id.toLowerCase(), id: id.toLowerCase() };
  }
}
