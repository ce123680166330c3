import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { LIMITS, pickTranslation, readSimpleRestList, simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { requestLanguage } from '../../contracts/languages';
import { CreateCategoryCommand } from '../commands/create-category/create-category.command';
import { DeleteCategoryCommand } from '../commands/delete-category/delete-category.command';
import { UpdateCategoryCommand } from '../commands/update-category/update-category.command';
import { InvalidCategoryParameter } from '../category.errors';
import { ExportCategoriesQuery } from '../queries/export-categories/export-categories.query';
import { GetCategoryQuery } from '../queries/get-category/get-category.query';
import { CategoryWithApps, ListCategoriesQuery } from '../queries/list-categories/list-categories.query';
import { createCategoryBody, objectId, simpleRestListQuery, updateCategoryBody } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';
import { Idempotent } from '../../platform/http/idempotency/idempotency.interceptor';

const RESOURCE = 'categories';
const SORT_KEYS = ['name', 'totalApps', 'created_time', 'updated_time', 'id'] as const;

/** The back-office categories resource for ra-data-simple-rest (rows carry `totalApps`); administrators only. */
@Controller('admin/categories')
export class CategoriesAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RequirePermission('categories.manage')
  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query(valid(simpleRestListQuery)) query: SimpleRestListQuery & { lang?: string }, @Res({ passthrough: true }) res: Response) {
    const read = readSimpleRestList(query, SORT_KEYS, { sort: 'name', pageSize: LIMITS.tablePageSize, maxRange: 100 });
    if (!read.ok) throw new InvalidCategoryParameter(read.parameter, read.expected);
    const { sort, offset, limit, q, ids } = read.list;
    const language = requestLanguage(query.lang, principal.language);
    // Rows come sorted by name in the request language; other keys re-sort them, ties staying in name order.
    let rows = (await this.queries.execute(new ListCategoriesQuery(language, true))) as CategoryWithApps[];
    if (ids) rows = rows.filter((row) => ids.includes(row.id));
    const text = q.toLocaleLowerCase();
    if (text) rows = rows.filter((row) => Object.values(row.name).some((name) => name.toLocaleLowerCase().includes(text)));
    const key = (row: CategoryWithApps): string | number =>
      sort.key === 'name' ? pickTranslation(row.name, language).toLocaleLowerCase() : sort.key === 'totalApps' ? row.totalApps : sort.key === 'id' ? row.id : (row[sort.key]?.toISOString() ?? '');
    const compare = (a: CategoryWithApps, b: CategoryWithApps) => {
      const [x, y] = [key(a), key(b)];
      return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), language);
    };
    rows = rows.map((row, index) => ({ row, index })).sort((a, b) => (sort.ascending ? 1 : -1) * compare(a.row, b.row) || a.index - b.index).map(({ row }) => row);
    const page = ids ? rows : rows.slice(offset, offset + limit);
    res.setHeader('Content-Range', simpleRestContentRange(RESOURCE, ids ? 0 : offset, page.length, rows.length));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return page.map(({ apps: _apps, ...row }) => row);
  }

  /** Declared before `:id`, which would otherwise take "export" for an id. */
  @RequirePermission('categories.manage')
  @Get('export')
  async export(@Res({ passthrough: true }) res: Response) {
    const file = await this.queries.execute(new ExportCategoriesQuery());
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    return file.content;
  }

  @RequirePermission('categories.manage')
  @Get(':id')
  one(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetCategoryQuery(id));
  }

  @RequirePermission('categories.manage')
  @Post()
  @Idempotent()
  @HttpCode(201)
  create(@CurrentPrincipal() principal: Principal, @Body(valid(createCategoryBody)) body: unknown) {
    return this.commands.execute(new CreateCategoryCommand(principal, body));
  }

  @RequirePermission('categories.manage')
  @Put(':id')
  update(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(updateCategoryBody)) body: unknown) {
    return this.commands.execute(new UpdateCategoryCommand(principal, id, body));
  }

  @RequirePermission('categories.manage')
  @Delete(':id')
  delete(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new DeleteCategoryCommand(principal, id));
  }
}
