import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DefaultToolList } from '../../default-tool-list';
import type { DefaultToolView } from '../../default-tool.view';
import { ListDefaultToolsQuery } from './list-default-tools.query';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The list is short (tens of rows): read whole, filtered and cut in memory, so the order is always the positions'. */
@QueryHandler(ListDefaultToolsQuery)
export class ListDefaultToolsHandler implements IQueryHandler<ListDefaultToolsQuery> {
  constructor(private readonly list: DefaultToolList) {}

  async execute({ caller, criteria }: ListDefaultToolsQuery): Promise<{ data: DefaultToolView[]; total: number }> {
    let docs = this.list.inScope(caller, await this.list.ordered());
    if (criteria.ids) {
      const wanted = new Set(criteria.ids.map((id) => id.toLowerCase()));
      docs = docs.filter((doc) => wanted.has(String(doc._id)));
    }
    if (criteria.language) docs = docs.filter((doc) => doc.language === criteria.language);
    if (criteria.subsidiaryId !== undefined) {
      docs = docs.filter((doc) => (doc.subsidiary ? String(doc.subsidiary) : null) === criteria.subsidiaryId);
    }
    let views = await this.list.views(docs);
    if (criteria.q) {
      const needle = fold(criteria.q.trim());
      views = views.filter((view) => Object.values(view.title).some((title) => title && fold(title).includes(needle)));
    }
    if (criteria.descending) views.reverse();
    const offset = criteria.offset ?? 0;
    const page = criteria.limit === undefined ? views.slice(offset) : views.slice(offset, offset + criteria.limit);
    return { data: page, total: views.length };
  }
}
