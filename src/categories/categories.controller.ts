import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { LIMITS } from '../contracts';
import { UploadErrorsInterceptor } from '../files/files.public';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { requestLanguage } from '../contracts/languages';
import { CreateCategoryCommand } from './commands/create-category/create-category.command';
import { DeleteCategoryCommand } from './commands/delete-category/delete-category.command';
import { CategoryImportSource, ImportCategoriesCommand } from './commands/import-categories/import-categories.command';
import { UpdateCategoryCommand } from './commands/update-category/update-category.command';
import { ExportCategoriesQuery } from './queries/export-categories/export-categories.query';
import { GetCategoryQuery } from './queries/get-category/get-category.query';
import { ListCategoriesQuery } from './queries/list-categories/list-categories.query';
import { UpdateCategoryBody, createCategoryBody, importCategoriesBody, langQuery, objectId, updateCategoryBody } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';
import { Idempotent } from '../platform/http/idempotency/idempotency.interceptor';
import { z } from 'zod';
import { Answers } from '../platform/openapi/answers.decorator';
import { categorySchema, categoryWithAppsSchema } from '../contracts/wire/entities';

type ImportFields = Partial<Record<'file' | 'data', { buffer: Buffer }[]>>;

/** The spec's category calls (back-office section 7, Categories). Reading the list is everyone's (the tool form picks from it). */
@Controller('categories')
export class CategoriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('all')
  all(@CurrentPrincipal() principal: Principal, @Query(valid(langQuery)) { lang }: { lang?: string }) {
    return this.queries.execute(new ListCategoriesQuery(requestLanguage(lang, principal.language)));
  }

  @RequirePermission('categories.manage')
  @Get('all/with-apps')
  @Answers(z.array(categoryWithAppsSchema))
  withApps(@CurrentPrincipal() principal: Principal, @Query(valid(langQuery)) { lang }: { lang?: string }) {
    return this.queries.execute(new ListCategoriesQuery(requestLanguage(lang, principal.language), true));
  }

  /** The categories table's JSON export link: a file the import reads back. */
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
  @Get(':id/true')
  @Answers(categorySchema)
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
  @Put()
  update(@CurrentPrincipal() principal: Principal, @Body(valid(updateCategoryBody)) body: UpdateCategoryBody) {
    return this.commands.execute(new UpdateCategoryCommand(principal, body._id ?? body.id, body));
  }

  /**
   * The import: a multipart file (field `file` or `data`), or a JSON body `{ data }` where `data` is the
   * file's text or its parsed list (a bare list is read too). The file is read as text whatever its name or type.
   */
  @RequirePermission('categories.manage')
  @Post('import')
  @HttpCode(200)
  @Idempotent()
  @UseInterceptors(
    UploadErrorsInterceptor,
    FileFieldsInterceptor(
      [
        { name: 'file', maxCount: 1 },
        { name: 'data', maxCount: 1 },
      ],
      { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20 } },
    ),
  )
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
  @Delete(':id')
  delete(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new DeleteCategoryCommand(principal, id));
  }
}
