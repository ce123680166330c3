import { Injectable } from '@nestjs/common';
import { canSee, ToolCatalogue, type Viewer } from '../tools/tools.public';
import type { BoardEntry } from './announcement-board';

/**
 * The audience "viewers of the tools it concerns" (a tool's maintenance), decided when a person reads,
 * from each tool's visibility in the in-memory catalogue: such an announcement reaches a person only
 * through the tools they see, and names only those, so a private tool's name never reaches anyone else.
 */
@Injectable()
export class AnnouncementToolViewers {
  constructor(private readonly catalogue: ToolCatalogue) {}

  async narrow(entries: BoardEntry[], viewer: Viewer): Promise<BoardEntry[]> {
    if (!entries.some((entry) => entry.audience.toolViewers)) return entries;
    await this.catalogue.ready();
    const sees = (toolId: string) => {
      const tool = this.catalogue.get(toolId)?.tool;
      return !!tool && canSee(viewer, tool);
    };
    return entries.flatMap((entry) => {
      if (!entry.audience.toolViewers) return [entry];
      const tools = entry.tools.filter(sees);
      return tools.length ? [{ ...entry, tools }] : [];
    });
  }
}
