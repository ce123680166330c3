import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ToolStatusView } from '../../../contracts/tool-status-rules';
import { canSee, ToolCatalogue, WallSubjects } from '../../../tools/tools.public';
import { shownViewOf, type StoredStatusView } from '../../state/status-view';
import { StatusReadModel } from '../../status-read-model';
import { GetToolStatusesQuery } from './get-tool-statuses.query';

/**
 * The read model's shared read (one Redis read every 2 s a process) and the catalogue's tools the caller sees
 * (by audience, built once per catalogue version): no database query and no check on the page's path. A call
 * walks the shorter of the two: the tools the caller sees (no visibility test) or the statuses (one each).
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
    const lists = this.catalogue.visibleLists(viewer);
    const show = (toolId: string, view: StoredStatusView | undefined) => {
      const shown = view && shownViewOf(view, now);
      if (shown) answer[toolId] = shown;
    };
    // Whichever is shorter is walked: the tools the caller sees, or the statuses (each then tested for visibility).
    if (lists.reduce((sum, list) => sum + list.length, 0) <= stored.size) {
      for (const list of lists) for (const toolId of list) show(toolId, stored.get(toolId));
    } else {
      for (const [toolId, view] of stored) {
        const tool = this.catalogue.get(toolId)?.tool;
        if (tool && canSee(viewer, tool)) show(toolId, view);
      }
    }
    return answer;
  }
}
