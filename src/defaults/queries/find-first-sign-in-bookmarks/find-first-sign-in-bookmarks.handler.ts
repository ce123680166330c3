import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { FindFirstSignInBookmarksQuery } from '../../../directory/ports/find-first-sign-in-bookmarks.query';
import { FindVisibleToolsQuery } from '../../../directory/ports/find-visible-tools.query';
import { DefaultToolsReader } from '../../defaults.public';
import { defaultToolApplies } from './default-bookmarks';

/** The directory's question at a first sign-in: the default tools that apply to this person and that they see. */
@QueryHandler(FindFirstSignInBookmarksQuery)
export class FindFirstSignInBookmarksHandler implements IQueryHandler<FindFirstSignInBookmarksQuery, string[]> {
  constructor(
    private readonly defaults: DefaultToolsReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ viewer, language }: FindFirstSignInBookmarksQuery): Promise<string[]> {
    const rules = await this.defaults.inOrder();
    const wanted = rules.filter((rule) => defaultToolApplies(rule, { ...viewer, language })).map((rule) => String(rule.tool));
    const tools = await this.queries.execute(new FindVisibleToolsQuery(viewer, wanted));
    const visible = new Set(tools.map((tool) => tool._id));
    return [...new Set(wanted.filter((id) => visible.has(id)))];
  }
}
