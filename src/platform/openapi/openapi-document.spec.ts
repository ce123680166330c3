import { Body, Controller, Get, Param, Post, RequestMethod } from '@nestjs/common';
import type { ModulesContainer } from '@nestjs/core';
import { z } from 'zod';
import { Public } from '../auth/public.decorator';
import { RequirePermission } from '../auth/require-permission.decorator';
import { valid } from '../http/zod-validation.pipe';
import { buildOpenApiDocument } from './openapi-document';
import { BearerRoute } from '../auth/bearer-route';
import { routesOf } from './route-table';

const userBody = z.object({ userName: z.string().max(200), active: z.boolean().optional() });

@Controller('Users')
@BearerRoute('scim')
class ScimUsersController {
  @Post()
  create(@Body(valid(userBody)) _body: unknown) {}

  @Get(':id')
  one(@Param('id', valid(z.string())) _id: string) {}
}

@Controller()
class PortalController {
  @RequirePermission('jobs.manage')
  @Post('admin/things')
  make(@Body(valid(z.object({ name: z.string() }))) _body: unknown) {}

  @Public()
  @Get('health/live')
  live() {}
}

/** A module container holding these controllers, as Nest's is after its scan. */
const modulesOf = (...controllers: unknown[]) =>
  new Map([['module', { controllers: new Map(controllers.map((controller) => [controller, { metatype: controller }])) }]]) as unknown as ModulesContainer;

/** `/api` for the portal's routes; the SCIM controller served at its own standard address. */
const pathOf = (path: string, _method: RequestMethod) => (path.startsWith('Users') ? `/scim/v2/${path}` : `/api/${path}`);

describe('OpenAPI document of the route table', () => {
  const document = buildOpenApiDocument(routesOf(modulesOf(ScimUsersController, PortalController), pathOf), { version: 'test', serverUrl: 'http://127.0.0.1:3000' });

  it('documents a route for programs, declared once on its controller, with the bearer scheme and its scopes', () => {
    expect(document.paths!['/scim/v2/Users'].post!.security).toEqual([{ bearer: [] }]);
    expect(document.paths!['/scim/v2/Users'].post!['x-scopes']).toEqual(['scim']);
    expect(document.paths!['/scim/v2/Users/{id}'].get!['x-scopes']).toEqual(['scim']);
    expect(document.components!.securitySchemes!.bearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });

  it('takes a body from the schema its pipe validates it with', () => {
    const body = document.paths!['/scim/v2/Users'].post!.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    expect(body.content['application/json'].schema.properties.userName).toEqual({ type: 'string', maxLength: 200 });
    expect(body.content['application/json'].schema.required).toEqual(['userName']);
  });

  it('asks a session and the CSRF header of a write with a session, nothing of a public route, and says which action the matrix needs', () => {
    const make = document.paths!['/api/admin/things'].post!;
    expect(make.security).toEqual([{ session: [], csrf: [] }]);
    expect(make.description).toContain('`jobs.manage`');
    expect(make.responses!['201']).toBeDefined();
    expect(document.paths!['/api/health/live'].get!.security).toEqual([]);
  });
});
