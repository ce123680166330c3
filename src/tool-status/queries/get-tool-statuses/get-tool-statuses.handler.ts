import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ToolStatusView } from '../../../contracts/tool-status-rules';
import { ToolCatalogue, WallSubjects } from '../../../tools/tools.public';
import { shownViewOf } from '../../state/status-view';
import { StatusReadModel } from '../../status-read-model';
import { GetToolStatusesQuery } from './get-tool-statuses.query';

/**
 * The read model's shared read (one Redis read every 2 s a process) and the catalogue's tools the caller sees
 * (by audience, built once per catalogue version): no database query and no check on the page's path, and a
 * cost that follows the tools the caller sees, not one visibility test per status.
 */
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
    for (const toolId of this.catalogue.visibleIds(viewer)) {
      const view = stored.get(toolId);
      const shown = view && shownViewOf(view, now);
      if (shown) answer[toolId] = shown;
    }
    return answer;
  }
}
