import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { Principal } from '../../../../platform/auth/principal';
import { canEditTool } from '../../../access/tool-access';
import { Tool } from '../../../tool.schema';
import { ToolCard, toToolCard } from '../../../tool-card';
import { canSee } from '../../../visibility/tool-visibility';
import { InvalidToolId, ToolNotFound } from '../../wall.errors';
import { markPending } from '../../wall-filters';
import { WallSubjects } from '../../wall-subjects';
import { CARD_PROJECTION } from '../get-wall/get-wall.handler';
import { GetAppQuery } from './get-app.query';

type StoredTool = Tool & { _id: Types.ObjectId };

@QueryHandler(GetAppQuery)
export class GetAppHandler implements IQueryHandler<GetAppQuery> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly subjects: WallSubjects,
  ) {}

  async execute({ caller, id }: GetAppQuery): Promise<ToolCard> {
    if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id.toLowerCase()) throw new InvalidToolId();
    const tool = await this.tools.findOne({ _id: new Types.ObjectId(id), deleted: { $ne: true } }, CARD_PROJECTION).lean<StoredTool>();
    if (!tool || !(await this.mayRead(caller, tool))) throw new ToolNotFound();
    return markPending(toToolCard(tool), tool);
  }

  /** Those who see it on their wall, its managers, the creator of a pending creation, administrators, its sub-administrator. */
  private async mayRead(caller: Principal, tool: StoredTool): Promise<boolean> {
    const scope = { managers: tool.managers ?? [], subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null };
    if (canEditTool(caller, scope)) return true;
    if (!tool.is_published) return !!caller.userId && tool.creator === caller.userId;
    return canSee(await this.subjects.viewerOfCaller(caller), tool);
  }
}
