import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { USAGE_TOP_TOOLS, UsageReport } from '../../../contracts';
import { UsageReader } from '../../usage-reader';
import { IDLE_TOOLS_SHOWN } from '../../usage.limits';
import { GetUsageReportQuery } from './usage-report.query';
import { mostFirst } from './usage-totals';

/** The subsidiary key of opens by people without a subsidiary (see OpenCounter's counter field). */
const NO_SUBSIDIARY = 'none';

@QueryHandler(GetUsageReportQuery)
export class GetUsageReportHandler implements IQueryHandler<GetUsageReportQuery> {
  constructor(private readonly reader: UsageReader) {}

  async execute({ caller, filters, language }: GetUsageReportQuery): Promise<UsageReport> {
    // The subsidiaries' names (a database read) are asked for at once, alongside the counts.
    const subsidiaryNames = this.reader.subsidiaryNames();
    subsidiaryNames.catch(() => undefined); // awaited below, or dropped with a refused call
    const { from, to, tools, totals } = await this.reader.read(caller, filters, language);
    const idle = tools.filter((tool) => !totals.byTool.has(tool.id));
    const shownIdle = idle.slice(0, IDLE_TOOLS_SHOWN);
    const [people, subsidiaries] = await Promise.all([this.reader.peopleNames(shownIdle.flatMap((tool) => tool.managers)), subsidiaryNames]);
    return {
      from,
      to,
      tools: tools.length,
      total: totals.total,
      days: totals.days,
      // Tools come in title order: a stable sort keeps equal counts by title.
      top: tools
        .filter((tool) => totals.byTool.has(tool.id))
        .map((tool) => ({ id: tool.id, title: tool.title, opens: totals.byTool.get(tool.id)! }))
        .sort((a, b) => b.opens - a.opens)
        .slice(0, USAGE_TOP_TOOLS),
      idleCount: idle.length,
      idle: shownIdle.map((tool) => ({ id: tool.id, title: tool.title, managers: tool.managers.flatMap((id) => people.get(id) ?? []) })),
      bySubsidiary: mostFirst(totals.bySubsidiary).map(([id, opens]) =>
        id === NO_SUBSIDIARY ? { id: null, name: '', opens } : { id, name: subsidiaries.get(id) ?? id, opens },
      ),
      byLanguage: mostFirst(totals.byLanguage).map(([language, opens]) => ({ language, opens })),
    };
  }
}
