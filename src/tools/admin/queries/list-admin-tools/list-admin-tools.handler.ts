import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import type { CatalogueEntry } from '../../../catalogue/catalogue-entry';
import { adminScopePredicate } from '../../../catalogue/catalogue-filters';
import { ToolCatalogue } from '../../../catalogue/tool-catalogue';
import type { AdminToolSort } from '../../admin-tool-list.criteria';
import { adminToolFilterPredicate } from '../../admin-tool-predicate';
import { toAdminToolRecord } from '../../admin-tool.record';
import { AdminToolPage, ListAdminToolsQuery } from './list-admin-tools.query';

/**
 * Served from the in-memory catalogue (every live tool, awaiting approval included): filtered,
 * ordered and cut here, so a page of 5,000 tools costs a few milliseconds instead of two scans.
 * `ready()` waits for the changes announced so far: a write is listed by the next call.
 */
@QueryHandler(ListAdminToolsQuery)
export class ListAdminToolsHandler implements IQueryHandler<ListAdminToolsQuery> {
  constructor(private readonly catalogue: ToolCatalogue) {}

  async execute({ caller, criteria, language }: ListAdminToolsQuery): Promise<AdminToolPage> {
    const inScope = adminScopePredicate(caller);
    if (!inScope) throw new PermissionDenied();
    await this.catalogue.ready();
    const now = Date.now();
    const matches = adminToolFilterPredicate(criteria.filters);
    const found = this.catalogue.inTitleOrder(language).filter((entry) => inScope(entry.tool) && matches(entry.tool));
    const page = ordered(found, criteria.sort, now).slice(criteria.offset, criteria.offset + criteria.limit);
    return { data: page.map((entry) => toAdminToolRecord(entry.tool, now)), total: found.length };
  }
}

/**
 * The table's order (compareAdminTools) over entries already in name order: name is that order or
 * its reverse, "new" a stable sort on the flag alone, dates by their time then id.
 */
function ordered(byName: CatalogueEntry[], sort: AdminToolSort, now: number): CatalogueEntry[] {
  switch (sort.key) {
    case 'name':
      return sort.ascending ? byName : [...byName].reverse();
    case 'new': {
      const dir = sort.ascending ? 1 : -1;
      const keyed = byName.map((entry) => ({ entry, isNew: Number(entry.isNew(now)) }));
      return keyed.sort((a, b) => dir * (b.isNew - a.isNew)).map(({ entry }) => entry);
    }
    default: {
      // compareAdminTools' date order (date, then id, both in the asked direction), each date read once.
      const dir = sort.ascending ? 1 : -1;
      const key = sort.key;
      const keyed = byName.map((entry) => ({ entry, time: timeOf(entry.tool[key]) }));
      return keyed.sort((a, b) => dir * (a.time - b.time || a.entry.id.localeCompare(b.entry.id))).map(({ entry }) => entry);
    }
  }
}

/** As compareAdminTools reads a date: none is 0. */
const timeOf = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0);
