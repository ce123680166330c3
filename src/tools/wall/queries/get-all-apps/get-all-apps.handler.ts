import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { adminScopePredicate } from '../../../catalogue/catalogue-filters';
import { ToolCatalogue } from '../../../catalogue/tool-catalogue';
import type { ToolCard } from '../../../tool-card';
import { GetAllAppsQuery } from './get-all-apps.query';

/** Filters the in-memory catalogue, already in title order for the language. */
@QueryHandler(GetAllAppsQuery)
export class GetAllAppsHandler implements IQueryHandler<GetAllAppsQuery> {
  constructor(private readonly catalogue: ToolCatalogue) {}

  async execute({ caller, language }: GetAllAppsQuery): Promise<ToolCard[]> {
    const inScope = adminScopePredicate(caller);
    if (!inScope) throw new PermissionDenied();
    await this.catalogue.ready();
    const now = Date.now();
    return this.catalogue
      .inTitleOrder(language)
      .filter((entry) => inScope(entry.tool))
      .map((entry) => entry.card(now));
  }
}
