import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import type { Principal } from '../../../../platform/auth/principal';
import { canEditTool } from '../../../../contracts/tool-access';
import type { CatalogueTool } from '../../../catalogue/catalogue-entry';
import { ToolCatalogue } from '../../../catalogue/tool-catalogue';
import type { ToolCard } from '../../../tool-card';
import { ALL_VIEWERS, canSee } from '../../../visibility/tool-visibility';
import { InvalidToolId, ToolNotFound } from '../../wall.errors';
import { WallSubjects } from '../../wall-subjects';
import { GetAppQuery } from './get-app.query';

@QueryHandler(GetAppQuery)
export class GetAppHandler implements IQueryHandler<GetAppQuery> {
  constructor(
    private readonly catalogue: ToolCatalogue,
    private readonly subjects: WallSubjects,
  ) {}

  async execute({ caller, id }: GetAppQuery): Promise<ToolCard> {
    if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id.toLowerCase()) throw new InvalidToolId();
    await this.catalogue.ready();
    const entry = this.catalogue.get(id.toLowerCase());
    if (!entry || !(await this.mayRead(caller, entry.tool))) throw new ToolNotFound();
    return entry.card(Date.now());
  }

  /** Those who see it on their wall, its managers, the creator of a pending creation, administrators, its sub-administrator. */
  private async mayRead(caller: Principal, tool: CatalogueTool): Promise<boolean> {
    const scope = { managers: tool.managers ?? [], subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null };
    if (canEditTool(caller, scope)) return true;
    if (!tool.is_published) return !!caller.userId && tool.creator === caller.userId;
    // A public or subsidiary tool needs only the caller's id and subsidiary, which the principal
    // carries from the same directory record (cached and dropped together): no viewer read.
    if (caller.userId && caller.registered && tool.users.includes(ALL_VIEWERS)) {
      return canSee({ userId: caller.userId, groups: [], subsidiaryId: caller.subsidiaryId }, tool);
    }
    return canSee(await this.subjects.viewerOfCaller(caller), tool);
  }
}
