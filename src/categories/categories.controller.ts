import { z } from 'zod';
import { Answers } from '../platform/openapi/answers.decorator';
import { categorySchema, categoryWithAppsSchema } from '../contracts/wire/entities';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UploadedFiles } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { LIMITS, readSimpleRestList, simpleRestContentRange, SimpleRestListQuery } from '../contracts';
import { OneFileUpload } from '../files/files.public';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { requestLanguage } from '../contracts/languages';
import { CreateCategoryCommand } from './commands/create-category/create-category.command';
import { DeleteCategoryCommand } from './commands/delete-category/delete-category.command';
import { CategoryImportSource, ImportCategoriesCommand } from './commands/import-categories/import-categories.command';
import { UpdateCategoryCommand } from './commands/update-category/update-category.command';
import { InvalidCategoryParameter } from './category.errors';
import { ExportCategoriesQuery } from './queries/export-categories/export-categories.query';
import { GetCategoryQuery } from './queries/get-category/get-category.query';
import { CategoryWithApps, ListCategoriesQuery } from './queries/list-categories/list-categories.query';
import { CATEGORY_TABLE_SORT_KEYS, categoryTablePage } from './category-table';
import { UpdateCategoryBody, createCategoryBody, importCategoriesBody, langQuery, objectId, simpleRestListQuery, updateCategoryBody } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';
import { Idempotent } from '../platform/http/idempotency/idempotency.interceptor';

type ImportFields = Partial<Record<'file' | 'data', { buffer: Buffer }[]>>;

/**
 * Categories, one controller for both callers: the spec's calls under `categories` (back-office section 7,
 * Categories; reading the list is everyone's, the tool form picks from it) and the back-office resource
 * `admin/categories` for ra-data-simple-rest (rows carry `totalApps`). A route both serve lists both paths.
 */
@Controller()
export class CategoriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('categories/all')
  all(@CurrentPrincipal() principal: Principal, @Query(valid(langQuery)) { lang }: { lang?: string }) {
    return this.queries.execute(new ListCategoriesQuery(requestLanguage(lang, principal.language)));
  }

  @RequirePermission('categories.manage')
  @Get('categories/all/with-apps')
  @Answers(z.array(categoryWithAppsSchema))
  withApps(@CurrentPrincipal() principal: Principal, @Query(valid(langQuery)) { lang }: { lang?: string }) {
    return this.queries.execute(new ListCategoriesQuery(requestLanguage(lang, principal.language), true));
  }

  /** The back-office table: one page of rows, filtered by `q` or `ids`, sorted by any column. */
  @RequirePermission('categories.manage')
  @Get('admin/categories')
  async list(@CurrentPrincipal() principal: Principal, @Query(valid(simpleRestListQuery)) query: SimpleRestListQuery & { lang?: string }, @Res({ passthrough: true }) res: Response) {
    const read = readSimpleRestList(query, CATEGORY_TABLE_SORT_KEYS, { sort: 'name', pageSize: LIMITS.tablePageSize, maxRange: 100 });
    if (!read.ok) throw new InvalidCategoryParameter(read.parameter, read.expected);
    const language = requestLanguage(query.lang, principal.language);
    const rows = (await this.queries.execute(new ListCategoriesQuery(language, true))) as CategoryWithApps[];
    const { page, offset, total } = categoryTablePage(rows, read.list, language);
    res.setHeader('Content-Range', simpleRestContentRange('categories', offset, page.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return page;
  }

  /** The categories table's JSON export link: a file the import reads back. Declared before `:id`, which would take "export" for an id. */
  @RequirePermission('categories.manage')
  @Get(['categories/export', 'admin/categories/export'])
  async export(@Res({ passthrough: true }) res: Response) {
    const file = await this.queries.execute(new ExportCategoriesQuery());
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    return file.content;
  }

  @RequirePermission('categories.manage')
  @Get(['categories/:id/true', 'admin/categories/:id'])
  @Answers(categorySchema)
  one(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetCategoryQuery(id));
  }

  @RequirePermission('categories.manage')
  @Post(['categories', 'admin/categories'])
  @Idempotent()
  @HttpCode(201)
  create(@CurrentPrincipal() principal: Principal, @Body(valid(createCategoryBody)) body: unknown) {
    return this.commands.execute(new CreateCategoryCommand(principal, body));
  }

  /** The spec's update names the category in its body (`_id`, or `id`). */
  @RequirePermission('categories.manage')
  @Put('categories')
  update(@CurrentPrincipal() principal: Principal, @Body(valid(updateCategoryBody)) body: UpdateCategoryBody) {
    return this.commands.execute(new UpdateCategoryCommand(principal, body._id ?? body.id, body));
  }

  @RequirePermission('categories.manage')
  @Put('admin/categories/:id')
  updateById(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(updateCategoryBody)) body: unknown) {
    return this.commands.execute(new UpdateCategoryCommand(principal, id, body));
  }

  /**
   * The import: a multipart file (field `file` or `data`), or a JSON body `{ data }` where `data` is the
   * file's text or its parsed list (a bare list is read too). The file is read as text whatever its name or type.
   */
  @RequirePermission('categories.manage')
  @Post('categories/import')
  @HttpCode(200)
  @Idempotent()
  @OneFileUpload('file', 'data')
  import(@CurrentPrincipal() principal: Principal, @Body(valid(importCategoriesBody)) body: unknown, @UploadedFiles() files: ImportFields | undefined) {
    const part = files?.file?.[0] ?? files?.data?.[0];
    let source: CategoryImportSource;
    if (part) source = { text: part.buffer.toString('utf8') };
    else if (Array.isArray(body)) source = { data: body };
    else {
      const data = (body as { data?: unknown } | undefined)?.data;
      source = typeof data === 'string' ? { text: data } : { data };
    }
    return this.commands.execute(new ImportCategoriesCommand(principal, source));
  }

  @RequirePermission('categories.manage')
  @Delete(['categories/:id', 'admin/categories/:id'])
  delete(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new DeleteCategoryCommand(principal, id));
  }
}
