import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Put, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { BearerRoute, CurrentToken, type ApiTokenPrincipal } from '../../api-tokens/api-tokens.public';
import { scimBody, scimId, scimListQuery, scimResourceQuery, type ScimListQuery, type ScimResourceQuery } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';
import { ScimBodyGuard } from '../scim-body.guard';
import { ScimExceptionFilter } from '../scim-exception.filter';
import { SCIM_CONTENT_TYPE } from '../scim-response';
import { actorOf } from '../scim-actor';
import { ScimUsersService } from './scim-users.service';

/** `/scim/v2/Users` (RFC 7644 §3): people of the directory, for an identity provider's token with the `scim` scope. */
@Controller('scim/v2/Users')
@BearerRoute('scim')
@UseFilters(ScimExceptionFilter)
@UseGuards(ScimBodyGuard)
export class ScimUsersController {
  constructor(private readonly users: ScimUsersService) {}

  @Get()
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  list(@Query(valid(scimListQuery)) query: ScimListQuery) {
    return this.users.list(query);
  }

  @Get(':id')
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  get(@Param('id', valid(scimId)) id: string, @Query(valid(scimResourceQuery)) query: ScimResourceQuery) {
    return this.users.get(id, query);
  }

  @Post()
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  async create(@Body(valid(scimBody)) body: unknown, @CurrentToken() token: ApiTokenPrincipal, @Res({ passthrough: true }) res: Response) {
    const user = await this.users.create(body, actorOf(token));
    res.status(201).setHeader('Location', user.meta.location);
    return user;
  }

  @Put(':id')
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  replace(@Param('id', valid(scimId)) id: string, @Body(valid(scimBody)) body: unknown, @CurrentToken() token: ApiTokenPrincipal) {
    return this.users.replace(id, body, actorOf(token));
  }

  @Patch(':id')
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  patch(@Param('id', valid(scimId)) id: string, @Body(valid(scimBody)) body: unknown, @CurrentToken() token: ApiTokenPrincipal) {
    return this.users.patch(id, body, actorOf(token));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', valid(scimId)) id: string, @CurrentToken() token: ApiTokenPrincipal) {
    await this.users.remove(id, actorOf(token));
  }
}
