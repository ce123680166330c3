import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { timestampedCsvFileName } from '../../../contracts';
import { UsageReader } from '../../usage-reader';
import { ExportUsageCsvQuery } from './export-usage-csv.query';
import { usageCsv } from './usage-csv';

@QueryHandler(ExportUsageCsvQuery)
export class ExportUsageCsvHandler implements IQueryHandler<ExportUsageCsvQuery> {
  constructor(private readonly reader: UsageReader) {}

  async execute({ caller, filters, language }: ExportUsageCsvQuery) {
    const { from, to, tools, totals } = await this.reader.read(caller, filters, language);
    const people = await this.reader.peopleNames(tools.flatMap((tool) => tool.managers));
    const rows = tools
      .map((tool) => ({ id: tool.id, title: tool.title, opens: totals.byTool.get(tool.id) ?? 0, managers: tool.managers.flatMap((id) => people.get(id) ?? []) }))
      .sort((a, b) => b.opens - a.opens); // stable: equal counts stay in title order
    return { fileName: timestampedCsvFileName('usage', new Date()), content: usageCsv(rows, from, to) };
  }
}
