import type { Viewer, VisibleToolShape } from './tool-visibility';
import { ALL_VIEWERS } from './tool-visibility';

/** An id list of a map, made on first use. */
function push(map: Map<string, string[]>, key: string, id: string) {
  const ids = map.get(key);
  if (ids) ids.push(id);
  else map.set(key, [id]);
}

/**
 * The catalogue's visible tools by audience, built once per catalogue version: `canSee` turned around, so that
 * what a person sees is the union of a few lists (everyone's, their subsidiary's, their own, their groups',
 * the tools they manage), its cost proportional to what they see rather than to the catalogue.
 */
export class ToolAudiences {
  private readonly everyone: string[] = [];
  private readonly bySubsidiary = new Map<string, string[]>();
  /** Private tools by each listed viewer: a person's id or a group guid. */
  private readonly byViewer = new Map<string, string[]>();
  private readonly byManager = new Map<string, string[]>();

  constructor(tools: Iterable<{ id: string; tool: VisibleToolShape }>) {
    for (const { id, tool } of tools) {
      if (tool.deleted || !tool.is_published) continue;
      for (const manager of tool.managers) push(this.byManager, manager, id);
      if (tool.users.includes(ALL_VIEWERS)) {
        if (tool.subsidiaryId) push(this.bySubsidiary, String(tool.subsidiaryId), id);
        else this.everyone.push(id);
      } else {
        for (const viewer of new Set(tool.users)) push(this.byViewer, viewer, id);
      }
    }
  }

  /**
   * The lists whose union is the tools `viewer` sees, exactly those `canSee` allows (an id may be in several):
   * walked as they are, with no set built per call.
   */
  visibleLists(viewer: Viewer): readonly (readonly string[])[] {
    const lists = [this.everyone, this.byManager.get(viewer.userId), this.byViewer.get(viewer.userId), ...viewer.groups.map((group) => this.byViewer.get(group))];
    if (viewer.subsidiaryId) lists.push(this.bySubsidiary.get(viewer.subsidiaryId));
    return lists.filter((list): list is string[] => !!list);
  }

  /** The ids of the tools `viewer` sees. */
  visibleTo(viewer: Viewer): Set<string> {
    return new Set(this.visibleLists(viewer).flat());
  }
}
