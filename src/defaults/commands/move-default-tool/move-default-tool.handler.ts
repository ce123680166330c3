import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkPositionMove, moveInOrder } from '../../../contracts/default-tool-rules';
import { PermissionDenied } from '../../../platform/http/domain.error';
import { canManageDefaultTool } from '../../../contracts/tool-access';
import { DefaultToolList } from '../../default-tool-list';
import { defaultToolRefOf, DefaultToolView } from '../../default-tool.view';
import { DefaultToolNotFound, DefaultToolRulesBroken } from '../../default-tools.errors';
import { DefaultToolMovedEvent } from '../../events/default-tool-moved.event';
import { MoveDefaultToolCommand } from './move-default-tool.command';

/**
 * The id decides which tool moves, from wherever it is now: `from` is the position the caller saw and
 * may be stale when someone else moved a tool meanwhile, so it is not trusted. `to` past the end means last.
 */
@CommandHandler(MoveDefaultToolCommand)
export class MoveDefaultToolHandler implements ICommandHandler<MoveDefaultToolCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly list: DefaultToolList,
  ) {}

  async execute({ caller, body }: MoveDefaultToolCommand): Promise<DefaultToolView[]> {
    const { move, violations } = checkPositionMove(body);
    if (!move) throw new DefaultToolRulesBroken(violations);

    const { order, moved } = await this.list.withOrderLock(async () => {
      const current = await this.list.ordered();
      const from = current.findIndex((doc) => String(doc._id) === move.id);
      if (from < 0) throw new DefaultToolNotFound();
      const target = current[from];
      if (!canManageDefaultTool(caller, { subsidiaryId: target.subsidiary ? String(target.subsidiary) : null })) throw new PermissionDenied();
      const ids = moveInOrder(current.map((doc) => String(doc._id)), move.id, move.to);
      const byId = new Map(current.map((doc) => [String(doc._id), doc]));
      const next = ids.map((id) => byId.get(id)!);
      await this.list.renumber(next);
      const to = ids.indexOf(move.id);
      return { order: next, moved: from !== to ? { target, from, to } : null };
    });

    const views = await this.list.views(this.list.inScope(caller, order));
    if (moved) {
      const title = views.find((view) => view.id === move.id)?.title ?? {};
      await this.outbox.publish(new DefaultToolMovedEvent({ userId: caller.userId!, fullname: caller.fullname }, defaultToolRefOf(moved.target, title), moved.from, moved.to));
    }
    return views;
  }
}
