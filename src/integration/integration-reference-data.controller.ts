import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { BearerRoute } from '../api-tokens/api-tokens.public';
import { ListCategoriesQuery } from '../categories/queries/list-categories/list-categories.query';
import { GetCategoryQuery } from '../categories/queries/get-category/get-category.query';
import { ListSubsidiariesQuery } from '../subsidiaries/queries/list-subsidiaries/list-subsidiaries.query';
import { GetSubsidiaryQuery } from '../subsidiaries/queries/get-subsidiary/get-subsidiary.query';
import { langQuery, objectId } from '../contracts/requests';
import { isLanguage, toLanguage } from '../contracts';
import { valid } from '../platform/http/zod-validation.pipe';

/** Categories and subsidiaries for programs (`catalogue:read`): the back-office's own queries, answered as they are. */
@Controller('integration')
@BearerRoute('catalogue:read', 'catalogue:write')
export class IntegrationReferenceDataController {
  constructor(private readonly queries: QueryBus) {}

  @Get('categories')
  categories(@Query(valid(langQuery)) query: { lang?: string }) {
    return this.queries.execute(new ListCategoriesQuery(isLanguage(query.lang) ? query.lang : toLanguage(undefined)));
  }

  @Get('categories/:id')
  category(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetCategoryQuery(id));
  }

  @Get('subsidiaries')
  subsidiaries() {
    return this.queries.execute(new ListSubsidiariesQuery());
  }

  @Get('subsidiaries/:id')
  subsidiary(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetSubsidiaryQuery(id));
  }
}
