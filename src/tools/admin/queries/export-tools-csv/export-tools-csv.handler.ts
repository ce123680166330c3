import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Language, pickTranslation, timestampedCsvFileName } from '../../../../contracts';
import { CategoriesReader } from '../../../../categories/categories.public';
import { DirectoryReader } from '../../../../directory/directory.public';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { SubsidiariesReader } from '../../../../subsidiaries/subsidiaries.public';
import { Tool } from '../../../tool.schema';
import { ALL_VIEWERS } from '../../../visibility/tool-visibility';
import { adminToolsFilter } from '../../../wall/admin-scope';
import { adminToolListFilter } from '../../admin-tool-filter';
import { compareAdminTools } from '../../admin-tool-order';
import { AdminToolRecord, RECORD_PROJECTION, toAdminToolRecord } from '../../admin-tool.record';
import { CsvFile, ExportToolsCsvQuery } from './export-tools-csv.query';
import { ToolCsvNames, toolsCsv } from './tools-csv';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

@QueryHandler(ExportToolsCsvQuery)
export class ExportToolsCsvHandler implements IQueryHandler<ExportToolsCsvQuery> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly directory: DirectoryReader,
    private readonly categories: CategoriesReader,
    private readonly subsidiaries: SubsidiariesReader,
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
      this.directory.fullnames(people),
      this.directory.groupTitles(groupNames),
      this.categories.names(tools.flatMap((tool) => tool.categories)),
      this.subsidiaries.names(tools.flatMap((tool) => (tool.subsidiaryId ? [tool.subsidiaryId] : []))),
    ]);
    return {
      people: new Map([...groups, ...users]),
      categories: new Map([...categories].map(([id, name]) => [id, pickTranslation(name, language)])),
      subsidiaries,
    };
  }
}
