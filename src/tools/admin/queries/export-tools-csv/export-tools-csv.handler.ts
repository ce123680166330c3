import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Language, pickTranslation, timestampedCsvFileName } from '../../../../contracts';
import { Category } from '../../../../categories/category.schema';
import { Service } from '../../../../directory/service.schema';
import { User } from '../../../../directory/user.schema';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { Subsidiary } from '../../../../subsidiaries/subsidiary.schema';
import { Tool } from '../../../tool.schema';
import { ALL_VIEWERS } from '../../../visibility/tool-visibility';
import { adminToolsFilter } from '../../../wall/admin-scope';
import { adminToolListFilter } from '../../admin-tool-filter';
import { compareAdminTools } from '../../admin-tool-order';
import { AdminToolRecord, RECORD_PROJECTION, toAdminToolRecord } from '../../admin-tool.record';
import { CsvFile, ExportToolsCsvQuery } from './export-tools-csv.query';
import { ToolCsvNames, toolsCsv } from './tools-csv';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** The documents of these ids (malformed ones skipped), without a read when there are none. */
async function byIds<T>(model: Model<T>, ids: Iterable<string>, projection: Record<string, 1>) {
  const wanted = [...new Set(ids)].filter((id) => OBJECT_ID.test(id)).map((id) => new Types.ObjectId(id));
  return wanted.length ? model.find({ _id: { $in: wanted } }, projection).lean<(T & { _id: Types.ObjectId })[]>() : [];
}

@QueryHandler(ExportToolsCsvQuery)
export class ExportToolsCsvHandler implements IQueryHandler<ExportToolsCsvQuery> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Service.name) private readonly groups: Model<Service>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>,
  ) {}

  async execute({ caller, filters, sort, language, at }: ExportToolsCsvQuery): Promise<CsvFile> {
    const scope = adminToolsFilter(caller);
    if (!scope) throw new PermissionDenied();
    const now = at.getTime();
    const rows = await this.tools.find(adminToolListFilter(scope, filters), RECORD_PROJECTION).lean();
    const records = rows
      .map((row) => toAdminToolRecord(row, now))
      .map((record) => ({ ...record, _id: record.id }))
      .sort(compareAdminTools(sort, language));
    return { fileName: timestampedCsvFileName('tools', at), content: toolsCsv(records, await this.namesOf(records, language)) };
  }

  /** One read per referenced collection, of the ids the exported tools name (deleted people keep their name). */
  private async namesOf(tools: readonly AdminToolRecord[], language: Language): Promise<ToolCsvNames> {
    const people = new Set(tools.flatMap((tool) => [...tool.managers, ...tool.users]).filter((id) => id !== ALL_VIEWERS));
    const groupNames = [...people].filter((id) => !OBJECT_ID.test(id));
    const [users, groups, categories, subsidiaries] = await Promise.all([
      byIds(this.users, people, { fullname: 1 }),
      groupNames.length ? this.groups.find({ guid: { $in: groupNames } }, { guid: 1, title: 1 }).lean() : [],
      byIds(this.categories, tools.flatMap((tool) => tool.categories), { name: 1 }),
      byIds(this.subsidiaries, tools.flatMap((tool) => (tool.subsidiaryId ? [tool.subsidiaryId] : [])), { name: 1 }),
    ]);
    return {
      people: new Map([...groups.map((group) => [group.guid, group.title] as const), ...users.map((user) => [String(user._id), user.fullname] as const)]),
      categories: new Map(categories.map((category) => [String(category._id), pickTranslation(category.name, language)])),
      subsidiaries: new Map(subsidiaries.map((subsidiary) => [String(subsidiary._id), subsidiary.name])),
    };
  }
}
