import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { ZodTypeAny } from 'zod';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { Validation } from '../src/approvals/validation.schema';
import { givenDefaultTool, givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { ApiClient } from './support/http-client';
import { ApiToken } from '../src/api-tokens/api-token.schema';
import { apiTokenHashOf, newApiTokenSecret } from '../src/api-tokens/api-token-secret';
import { AppRoute, pathParams, routesOf } from './support/routes';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { fieldsOf, textFieldsOf } from './support/zod-shapes';

/**
 * Ids that do not name a resource to act on: whose wall (the server answers for the caller whatever it says),
 * and the one settings document (its body's `id` is sent back as read, and ignored).
 */
const NOT_A_TARGET = new Set([
  'POST /api/getApps/null/:userId/:pageSize/:limit/:withCategories/:withManagers/:managed/:subsidiary',
  'POST /api/categories/for-user/:userId',
  'PUT /api/config',
  'PUT /api/config/footer',
]);
/** Body fields that name the resource a call acts on. */
const ID_FIELDS = ['_id', 'id', 'apps'];

const key = (route: AppRoute) => `${route.method} ${route.path}`;
const bodySchemaOf = (route: AppRoute): ZodTypeAny | null => route.inputs.find((input) => input.kind === 'body')?.schema ?? null;
const idParamOf = (route: AppRoute) => pathParams(route.path).find((param) => /ids?$/i.test(param));
const idFieldsOf = (route: AppRoute) => Object.keys(fieldsOf(bodySchemaOf(route)!) ?? {}).filter((field) => ID_FIELDS.includes(field));

/** The routes that take a body and name what they act on, by a path id or an id in the body. */
function targetedRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.filter((route) => bodySchemaOf(route) && !NOT_A_TARGET.has(key(route)) && (idParamOf(route) || idFieldsOf(route).length));
}

/**
 * Issue 31: authorization is decided before the body is read. A caller who may not act on what a call
 * names gets 403 (they see it) or 404 (they do not), whatever the body says; only someone who may act
 * learns that a body is malformed.
 */
describe('authorization before the body: a caller who may not act gets 403 or 404 whatever the body says', () => {
  let app: NestExpressApplication;
  let emma: ApiClient;
  let sophie: ApiClient;
  let marcsTool: string;
  let privateTool: string;
  let asiaDefault: string;
  let validation: string;
  let alice: string;
  let routes: AppRoute[];
  let program: ApiClient;
  // Two tokens, each without the other's scopes: every program's route lacks the scope of one of them.
  const scimOnly = newApiTokenSecret();
  const usageOnly = newApiTokenSecret();

  beforeAll(async () => {
    useDatabase('access_before_body');
    app = await createTestApp();
    const subsidiaries = app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name));
    const [europe, asia] = await Promise.all([subsidiaries.create({ name: 'Northwind Europe' }), subsidiaries.create({ name: 'Northwind Asia' })]);
    const people = await givenUsers(
      app,
      { id_portal: 'alice.admin', is_administrator: true },
      { id_portal: 'marc.manager' },
      { id_portal: 'victor.validator', has_access: { validations: true } },
      { id_portal: 'emma.employee' },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: europe._id, name: 'Northwind Europe' } },
    );
    const idOf = (login: string) => String(people.find((person) => person.id_portal === login)!._id);
    alice = idOf('alice.admin');
    // Everyone sees marc's tool (a refusal says 403); only marc sees the private one (404).
    const tool = await givenTool(app, 'Expense reports', { managers: [idOf('marc.manager')] as never });
    marcsTool = String(tool._id);
    privateTool = String((await givenTool(app, 'Marc notes', { managers: [idOf('marc.manager')] as never, users: [idOf('marc.manager')] }))._id);
    asiaDefault = String((await givenDefaultTool(app, tool, 0, { subsidiary: asia._id } as never))._id);
    validation = String(
      (
        await app.get<Model<Validation>>(getModelToken(Validation.name)).create({
          app: tool._id,
          kind: 'edition',
          changed: { title: { en: 'Expense reports 2' } },
          edited_by: { _id: idOf('marc.manager'), fullname: 'marc Tester' },
          extra_validations: [{ validator: { _id: idOf('victor.validator'), type: 'user', fullname: 'victor Tester' }, asked_by: { _id: alice, fullname: 'alice Tester' } }],
        })
      )._id,
    );
    [emma, sophie] = [await signIn(app.getHttpServer(), 'emma.employee'), await signIn(app.getHttpServer(), 'sophie.subadmin')];
    routes = routesOf(app);
    program = new ApiClient(app.getHttpServer());
    for (const [name, scope, secret] of [['SCIM only', 'scim', scimOnly], ['Usage only', 'usage:read', usageOnly]] as const) {
      await app.get<Model<ApiToken>>(getModelToken(ApiToken.name)).create({
        name,
        scopes: [scope],
        secret_hash: apiTokenHashOf(secret),
        hint: secret.slice(0, 8),
        expires_at: new Date(Date.now() + 86_400_000),
        created_by: { _id: alice, fullname: 'alice Tester' },
      });
    }
  });
  afterAll(() => app.close());

  /** What this route acts on, chosen so that neither emma nor sophie may act on it. */
  function targetOf(route: AppRoute): string {
    if (route.path.includes('default_tools') || route.path.includes('default-tools')) return asiaDefault;
    if (route.path.includes('app-validation')) return validation;
    if (/App|apps|tool-status/.test(route.path)) return marcsTool;
    if (route.path.includes('Bookmarked')) return alice;
    return new Types.ObjectId().toHexString();
  }

  /** A body the route's schema refuses: `[]` when the id is in the path, else the id with every other field wrong. */
  function invalidBodyOf(route: AppRoute, target: string): unknown {
    if (idParamOf(route)) return [];
    const schema = bodySchemaOf(route)!;
    const texts = new Set(textFieldsOf(schema));
    const body: Record<string, unknown> = {};
    for (const field of Object.keys(fieldsOf(schema) ?? {})) {
      if (ID_FIELDS.includes(field)) body[field] = field === 'apps' ? [target] : target;
      else body[field] = texts.has(field) ? 'x'.repeat(20_000) : { $gt: '' };
    }
    return body;
  }

  it('finds the routes that take a body and an id (the walk would prove nothing without them)', () => {
    expect(targetedRoutes(routes).map(key)).toEqual(
      expect.arrayContaining([
        'PUT /api/updateApp',
        'PUT /api/integration/tools/:id',
        'PUT /api/deleteApps/:ids',
        'PUT /api/updateApps',
        'PUT /api/app-validation/:id/reject-extra-validation',
        'PUT /api/app-validation/:id/accept-extra-validation',
        'PUT /api/config/default_tools',
        'PUT /api/updateBookmarkedApps',
        'PUT /api/admin/tool-status/:toolId',
        'PUT /api/admin/tool-status/:toolId/maintenance',
      ]),
    );
  });

  it('walks every such route with an employee and a sub-administrator who may not act, and an invalid body: never 400', async () => {
    const failures: string[] = [];
    let walked = 0;
    for (const route of targetedRoutes(routes)) {
      const target = targetOf(route);
      const body = invalidBodyOf(route, target);
      // The body must really be invalid, or the walk proves nothing about the order.
      if (bodySchemaOf(route)!.safeParse(body).success) failures.push(`${key(route)}: the walk's body is valid`);
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === idParamOf(route) ? target : new Types.ObjectId().toHexString()));
      if (route.auth.kind === 'bearer') {
        // A program's route: a token without its scope is refused before the body, whatever the body says.
        const [secret, name] = route.auth.scopes.includes('scim') ? [usageOnly, 'usage'] : [scimOnly, 'scim'];
        const res = await program.send(route.method.toLowerCase() as 'put', path, body, { Authorization: `Bearer ${secret}` });
        walked += 1;
        if (res.status !== 403) failures.push(`${name} token ${route.method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        continue;
      }
      for (const [who, client] of [['emma', emma], ['sophie', sophie]] as const) {
        const res = await client.send(route.method.toLowerCase() as 'put', path, body);
        walked += 1;
        if (res.status !== 403 && res.status !== 404) failures.push(`${who} ${route.method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(walked).toBeGreaterThan(20);
  });

  it('answers the review’s three examples with 403 or 404, as it does for a valid body', async () => {
    // emma does not manage the tool: a 500-character title is not hers to have refused.
    const longTitle = await emma.put('/api/updateApp', { _id: marcsTool, title: { en: 'x'.repeat(500) } });
    expect(longTitle.status).toBe(403);
    expect(longTitle.body.error.message).toBe('permission_denied');
    const hidden = await emma.put('/api/updateApp', { _id: privateTool, title: { en: 'x'.repeat(500) } });
    expect(hidden.status).toBe(404);

    expect((await emma.put(`/api/deleteApps/${marcsTool}`, [])).status).toBe(403);
    expect((await emma.put(`/api/deleteApps/${privateTool}`, [])).status).toBe(404);

    for (const id of [validation, new Types.ObjectId().toHexString()]) {
      const res = await emma.put(`/api/app-validation/${id}/reject-extra-validation`, {});
      expect(res.status).toBe(id === validation ? 403 : 404);
    }
  });

  it('still tells someone who may act what is wrong with the body', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await admin.put('/api/updateApp', { _id: marcsTool, title: { en: 'x'.repeat(500) } });
    expect(res.status).toBe(400);
    expect((await admin.put(`/api/deleteApps/${marcsTool}`, [])).status).toBe(400);
    const victor = await signIn(app.getHttpServer(), 'victor.validator');
    const noReason = await victor.put(`/api/app-validation/${validation}/reject-extra-validation`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.code).toBe('VALIDATION.REASON_REQUIRED');
  });
});
