import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Language, pickTranslation, subsidiaryScopeOf } from '../contracts';
import type { Principal } from '../platform/auth/principal';
import { NotFound, PermissionDenied } from '../platform/http/domain.error';
import { StartUpLoads } from '../platform/lifecycle/start-up-loads';
import { ListSubsidiariesQuery } from '../subsidiaries/queries/list-subsidiaries/list-subsidiaries.query';
import { FindUsersByIdsQuery } from '../directory/search/queries/find-users-by-ids/find-users-by-ids.query';
import { adminScopePredicate, ToolCatalogue } from '../tools/tools.public';
import type { UsageFilters } from './queries/get-usage-report/usage-report.query';
import { UsageTool, UsageTotals, usageTotals } from './queries/get-usage-report/usage-totals';
import { UsageDays, windowStart } from './usage-days';
import { toolWindowOf, UsageWindow, type ToolWindow } from './usage-window';

interface UsageRead {
  from: string;
  to: string;
  /** The published tools in scope and filter, by title. */
  tools: UsageTool[];
  totals: UsageTotals;
}

const sameId = (value: unknown, id: string) => value !== null && value !== undefined && String(value) === id;

/**
 * What the Usage page and its export share: the tools the caller administers (every tool for
 * administrators, their subsidiary's for sub-administrators: the back-office's own scope, read from
 * the tools module's catalogue), narrowed by the filters, and their opens over the window.
 */
@Injectable()
export class UsageReader implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsageReader.name);

  constructor(
    private readonly catalogue: ToolCatalogue,
    private readonly days: UsageDays,
    private readonly window: UsageWindow,
    private readonly queries: QueryBus,
    private readonly startUpLoads: StartUpLoads,
  ) {}

  /** The read of the page's data the api starts with (settled: failures are logged). */
  private warming: Promise<void> = Promise.resolve();

  /**
   * The worker's published windows are read when the api starts, like the catalogue, so the page's
   * first call finds them in memory. Without a published window (no worker has run yet) the day
   * documents are read now instead, so no administrator's first call waits for that read.
   */
  onApplicationBootstrap() {
    const published = this.window.read();
    // A published window is a short read from Redis: the api is ready once it holds it. The day
    // documents' own read (no worker has published yet) can take minutes on FerretDB and is not waited for.
    this.startUpLoads.register('usage window', published);
    this.warming = published
      .then(async (held) => void (held ?? (await this.days.since(windowStart(Date.now())))))
      .catch((error: Error) => this.logger.warn(`the usage read model could not be read at start: ${error.message}`));
  }

  /** Resolves once the start's read has ended (the tests wait for it before dropping their database). */
  warmed(): Promise<void> {
    return this.warming;
  }

  /** The worker's published windows; until there are any, this process's own read of the day documents. */
  private async windows(from: string): Promise<ReadonlyMap<string, ToolWindow>> {
    const published = await this.window.read();
    if (published) return published;
    const usage = await this.days.since(from);
    return new Map([...usage].map(([id, tool]) => [id, toolWindowOf(tool)]));
  }

  async read(caller: Principal, filters: UsageFilters, language: Language, now = Date.now()): Promise<UsageRead> {
    const inScope = adminScopePredicate(caller);
    if (!inScope) throw new PermissionDenied();
    // A sub-administrator asking for another subsidiary learns nothing of it, as everywhere else.
    if (filters.subsidiary && !('all' in subsidiaryScopeOf(caller)) && filters.subsidiary !== caller.subsidiaryId) throw new NotFound('subsidiary');
    const from = windowStart(now);
    const to = new Date(now).toISOString().slice(0, 10);
    const [windows] = await Promise.all([this.windows(from), this.catalogue.ready()]);
    const tools: UsageTool[] = [];
    for (const entry of this.catalogue.inTitleOrder(language)) {
      const tool = entry.tool;
      if (tool.is_published !== true || !inScope(tool)) continue;
      if (filters.subsidiary && !sameId(tool.subsidiaryId, filters.subsidiary)) continue;
      if (filters.category && !(tool.categories ?? []).some((id) => sameId(id, filters.category!))) continue;
      tools.push({ id: entry.id, title: pickTranslation(tool.title, language), managers: (tool.managers ?? []).map(String) });
    }
    return { from, to, tools, totals: usageTotals(windows, new Set(tools.map((tool) => tool.id)), from, to) };
  }

  /** Names of these people (managers), by id; deleted people keep theirs, unknown ids are left out. */
  async peopleNames(ids: Iterable<string>): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const people = await this.queries.execute(new FindUsersByIdsQuery(wanted));
    return new Map(people.map((person) => [person._id, person.fullname]));
  }

  async subsidiaryNames(): Promise<Map<string, string>> {
    const subsidiaries = await this.queries.execute(new ListSubsidiariesQuery());
    return new Map(subsidiaries.map((subsidiary) => [subsidiary.id, subsidiary.name]));
  }
}
