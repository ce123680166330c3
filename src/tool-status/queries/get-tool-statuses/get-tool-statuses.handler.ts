import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ToolStatusView } from '../../../contracts/tool-status-rules';
import { canSee, ToolCatalogue, WallSubjects } from '../../../tools/tools.public';
import { shownViewOf } from '../../state/status-view';
import { StatusReadModel } from '../../status-read-model';
import { GetToolStatusesQuery } from './get-tool-statuses.query';

/** The read model's shared read (one Redis read every 2 s a process) and the in-memory catalogue: no database query and no check on the page's path. */
@QueryHandler(GetToolStatusesQuery)
export class GetToolStatusesHandler implements IQueryHandler<GetToolStatusesQuery, Record<string, ToolStatusView>> {
  constructor(
    private readonly readModel: StatusReadModel,
    private readonly catalogue: ToolCatalogue,
    private readonly subjects: WallSubjects,
  ) {}

  async execute({ caller }: GetToolStatusesQuery): Promise<Record<string, ToolStatusView>> {
    const [stored, viewer] = await Promise.all([this.readModel.recent(), this.subjects.viewerOfCaller(caller), this.catalogue.ready()]);
    const now = Date.now();
    const answer: Record<string, ToolStatusView> = {};
    for (const [toolId, view] of stored) {
      const tool = this.catalogue.get(toolId)?.tool;
      if (!tool || !canSee(viewer, tool)) continue;
      const shown = shownViewOf(view, now);
      if (shown) answer[toolId] = shown;
    }
    return answer;
  }
}
