import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PermissionDenied } from '../../../platform/http/domain.error';
import { canDeleteDefaultTool } from '../../../contracts/tool-access';
import { DefaultToolList } from '../../default-tool-list';
import { defaultToolRefOf, DefaultToolView } from '../../default-tool.view';
import { DefaultToolNotFound } from '../../default-tools.errors';
import { DefaultToolRemovedEvent } from '../../events/default-tool-removed.event';
import { RemoveDefaultToolCommand } from './remove-default-tool.command';

@CommandHandler(RemoveDefaultToolCommand)
export class RemoveDefaultToolHandler implements ICommandHandler<RemoveDefaultToolCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly list: DefaultToolList,
  ) {}

  async execute({ caller, id }: RemoveDefaultToolCommand): Promise<DefaultToolView> {
    if (!canDeleteDefaultTool(caller)) throw new PermissionDenied();
    const removed = await this.list.withOrderLock(async () => {
      const order = await this.list.ordered();
      const target = order.find((doc) => String(doc._id) === String(id).toLowerCase());
      if (!target) throw new DefaultToolNotFound();
      await this.list.defaults.deleteOne({ _id: target._id });
      await this.list.renumber(order.filter((doc) => doc !== target));
      return target;
    });
    const [view] = await this.list.views([removed]);
    await this.outbox.publish(new DefaultToolRemovedEvent({ userId: caller.userId!, fullname: caller.fullname }, defaultToolRefOf(removed, view.title)));
    return view;
  }
}
