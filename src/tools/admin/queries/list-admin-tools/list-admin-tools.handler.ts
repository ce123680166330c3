import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { isNew } from '../../../tool-card';
import { Tool } from '../../../tool.schema';
import { adminToolsFilter } from '../../../wall/admin-scope';
import { adminToolListFilter } from '../../admin-tool-filter';
import { compareAdminTools, SORT_KEY_PROJECTION, SortableTool } from '../../admin-tool-order';
import { inRequestedOrder, RECORD_PROJECTION, toAdminToolRecord } from '../../admin-tool.record';
import { AdminToolPage, ListAdminToolsQuery } from './list-admin-tools.query';

@QueryHandler(ListAdminToolsQuery)
export class ListAdminToolsHandler implements IQueryHandler<ListAdminToolsQuery> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  /**
   * Two reads: the sort keys of every matching tool, ordered here, then the page's records. The name
   * order needs a fallback (request language, then en, then fr) that a database sort cannot express,
   * and "new" depends on today; a catalogue holds thousands of tools at most, ~100 bytes of keys each.
   */
  async execute({ caller, criteria, language }: ListAdminToolsQuery): Promise<AdminToolPage> {
    const scope = adminToolsFilter(caller);
    if (!scope) throw new PermissionDenied();
    const now = Date.now();
    const keys = await this.tools.find(adminToolListFilter(scope, criteria.filters), SORT_KEY_PROJECTION).lean();
    const ordered = keys
      .map((tool): SortableTool => ({ ...tool, _id: String(tool._id), title: tool.title ?? {}, is_new: isNew(tool, now) }))
      .sort(compareAdminTools(criteria.sort, language));
    const pageIds = ordered.slice(criteria.offset, criteria.offset + criteria.limit).map((tool) => tool._id);
    const rows = pageIds.length
      ? await this.tools.find({ _id: { $in: pageIds.map((id) => new Types.ObjectId(id)) }, deleted: { $ne: true } }, RECORD_PROJECTION).lean()
      : [];
    return { data: inRequestedOrder(pageIds, rows.map((row) => toAdminToolRecord(row, now))), total: ordered.length };
  }
}
