import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { adminScopePredicate, titleContains } from '../../../catalogue/catalogue-filters';
import { ToolCatalogue } from '../../../catalogue/tool-catalogue';
import { InvalidSearchText } from '../../wall.errors';
import { FindAppsByNameQuery, ToolName } from './find-apps-by-name.query';

/** Not in the spec: a picker needs a handful of names, and a longer text only costs the search. */
const TOOL_NAME_SEARCH = { maxTextLength: 100, maxResults: 20 } as const;

/** A case-insensitive "contains" on each language's title, over the in-memory catalogue in title order. */
@QueryHandler(FindAppsByNameQuery)
export class FindAppsByNameHandler implements IQueryHandler<FindAppsByNameQuery> {
  constructor(private readonly catalogue: ToolCatalogue) {}

  async execute({ caller, text, language }: FindAppsByNameQuery): Promise<ToolName[]> {
    const inScope = adminScopePredicate(caller);
    if (!inScope) throw new PermissionDenied();
    const term = text.trim().toLowerCase().slice(0, TOOL_NAME_SEARCH.maxTextLength);
    if (!term) throw new InvalidSearchText();
    const matches = titleContains(term);
    await this.catalogue.ready();
    const found: ToolName[] = [];
    for (const entry of this.catalogue.inTitleOrder(language)) {
      if (!inScope(entry.tool) || !matches(entry.tool)) continue;
      found.push({ _id: entry.id, title: entry.tool.title ?? {} });
      if (found.length === TOOL_NAME_SEARCH.maxResults) break;
    }
    return found;
  }
}
