import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindVisibleToolsQuery } from '../../../../directory/ports/find-visible-tools.query';
import { ToolCatalogue } from '../../../catalogue/tool-catalogue';
import type { ToolCard } from '../../../tool-card';
import { canSee } from '../../../visibility/tool-visibility';

/**
 * Answers the directory's question (bookmarks, a first sign-in's default tools): which of these tools a
 * person sees, from the in-memory catalogue with the wall's rule (`canSee`), so a bookmarks call reads no
 * tool from the database (FerretDB reads the whole collection for `_id: {$in}`).
 */
@QueryHandler(FindVisibleToolsQuery)
export class FindVisibleToolsHandler implements IQueryHandler<FindVisibleToolsQuery, ToolCard[]> {
  constructor(private readonly catalogue: ToolCatalogue) {}

  async execute({ viewer, toolIds }: FindVisibleToolsQuery): Promise<ToolCard[]> {
    await this.catalogue.ready();
    const now = Date.now();
    const cards: ToolCard[] = [];
    for (const id of new Set(toolIds.map((toolId) => String(toolId).toLowerCase()))) {
      const entry = this.catalogue.get(id);
      if (entry && canSee(viewer, entry.tool)) cards.push(entry.card(now));
    }
    return cards;
  }
}
