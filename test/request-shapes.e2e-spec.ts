import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { AccessPolicy, AccessRequest } from '../src/access-requests/access-request.schema';
import { Validation } from '../src/approvals/validation.schema';
import { givenDefaultTool, givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { ApiClient } from './support/http-client';
import { API_TOKEN_SCOPES } from '../src/contracts';
import { AppRoute, pathParams, routesOf } from './support/routes';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { fieldsOf, sampleOf, textFieldsOf, validSegmentFor } from './support/zod-shapes';

/** Path parameters that name something other than a database id (a directory id, a guid, a queue job): an operator object is still refused. */
const NOT_OBJECT_IDS = new Set([
  'GET /api/getUser/hermesid/:id',
  'GET /api/getService/hermesid/:id',
  'GET /api/getServices/id/:ids',
  'GET /api/config/import/:jobId',
  'POST /api/config/import/:jobId/confirm',
  'POST /api/admin/jobs/:queue/:id/retry',
  // Whose wall: the caller's _id or directory id; the server answers for the caller whatever it says.
  'POST /api/getApps/null/:userId/:pageSize/:limit/:withCategories/:withManagers/:managed/:subsidiary',
  'POST /api/categories/for-user/:userId',
]);
/** Bodies whose documented form is a list (the categories import takes a bare list of categories). */
const LIST_BODIES = new Set(['POST /api/categories/import']);
/** The sign-in flow's own steps: their guards redirect to the provider before anything is read. */
const SIGN_IN_FLOW = new Set(['GET /api/auth/start', 'GET /api/auth/callback']);

interface Probe {
  route: string;
  shape: string;
  method: AppRoute['method'];
  path: string;
  query?: string;
  /** JSON text of the body, when one is sent. */
  body?: string;
  /** The field the 400 must name. */
  field: string;
  /** A program's route: sent with a token holding every scope instead of the administrator's cookie. */
  bearer: boolean;
}

const key = (route: AppRoute) => `${route.method} ${route.path}`;

/**
 * Routes whose caller's right to act is decided on the resource the path names, before the body is read
 * (an unknown one answers 404 whatever the body): their probes name a real one the administrator may act on.
 * Filled once the fixtures exist: route → id.
 */
const ACTED_ON = new Map<string, string>();

/** The route's path with a valid value in each parameter, except `wrong` in `param`. */
function pathWith(route: AppRoute, param?: string, wrong?: string): string {
  const whole = route.inputs.find((input) => input.kind === 'param' && input.name === null)?.schema;
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === param) return encodeURIComponent(wrong!);
    if (/ids?$/i.test(name) && ACTED_ON.has(key(route))) return ACTED_ON.get(key(route))!;
    const own = route.inputs.find((input) => input.kind === 'param' && input.name === name)?.schema;
    return validSegmentFor(own ?? (whole ? (fieldsOf(whole)?.[name] ?? null) : null));
  });
}

/** The wrong shapes for one route: operator objects and non-ids in ids, list and text bodies, numbers and lists where text belongs. */
function probesOf(route: AppRoute): Probe[] {
  const probes: Probe[] = [];
  const base = { route: key(route), method: route.method, bearer: route.auth.kind === 'bearer' };
  // A wrong id goes with a body the route accepts, so that the answer is about the id alone.
  const bodySchema = route.inputs.find((input) => input.kind === 'body')?.schema;
  const body = bodySchema ? JSON.stringify(sampleOf(bodySchema) ?? {}) : undefined;
  for (const param of pathParams(route.path)) {
    if (!/ids?$/i.test(param)) continue;
    probes.push({ ...base, shape: 'operator object in an id', path: pathWith(route, param, '{"$gt":""}'), body, field: param });
    if (!NOT_OBJECT_IDS.has(key(route))) probes.push({ ...base, shape: 'id that is not an ObjectId', path: pathWith(route, param, 'not-an-id'), body, field: param });
  }
  for (const input of route.inputs) {
    if (input.kind === 'body' && input.schema) {
      if (!LIST_BODIES.has(key(route))) probes.push({ ...base, shape: 'array body', path: pathWith(route), body: '[]', field: 'body' });
      probes.push({ ...base, shape: 'string body', path: pathWith(route), body: '"text"', field: 'body' });
      for (const field of textFieldsOf(input.schema)) {
        probes.push({ ...base, shape: `number in ${field}`, path: pathWith(route), body: JSON.stringify({ [field]: 12345 }), field });
      }
    }
    if (input.kind === 'query' && input.schema) {
      const names = input.name ? [input.name] : textFieldsOf(input.schema);
      for (const name of names) {
        if (input.name && !input.schema.safeParse('text').success) continue;
        probes.push({ ...base, shape: `list in ?${name}`, path: pathWith(route), query: `${name}=a&${name}=b`, field: name });
      }
    }
  }
  return probes;
}

/** Every document of every collection: what a refused request must leave exactly as it was. */
async function fingerprint(connection: Connection): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const collection of await connection.db!.collections()) {
    // A token's last use is bookkeeping of the call, not a change the call made.
    if (collection.collectionName === 'api_token_uses') continue;
    const docs = await collection.find({}).sort({ _id: 1 }).toArray();
    result[collection.collectionName] = JSON.stringify(docs);
  }
  return result;
}

describe('every route reads its request through its schema and refuses the wrong shapes', () => {
  let app: NestExpressApplication;
  let admin: ApiClient;
  let routes: AppRoute[];
  let everyScope: Record<string, string>;
  let program: ApiClient;

  beforeAll(async () => {
    useDatabase('request_shapes');
    app = await createTestApp();
    const [ada, emma] = await givenUsers(app, { id_portal: 'ada.admin', is_administrator: true, has_access: { validations: true } }, { id_portal: 'emma.employee' });
    const tool = await givenTool(app, 'Walked tool');
    const defaultTool = await givenDefaultTool(app, tool, 0);
    // A request waiting for ada's extra approval, so that she may answer it.
    const validation = await app.get<Model<Validation>>(getModelToken(Validation.name)).create({
      app: tool._id,
      kind: 'edition',
      changed: { title: { en: 'Walked tool 2' } },
      edited_by: { _id: String(ada._id), fullname: 'ada Tester' },
      extra_validations: [{ validator: { _id: String(ada._id), type: 'user', fullname: 'ada Tester' } }],
    });
    ACTED_ON.set('PUT /api/deleteApps/:ids', String(tool._id));
    ACTED_ON.set('PUT /api/admin/default_tools/:id', String(defaultTool._id));
    for (const route of ['PUT /api/admin/tool-status/:toolId', 'PUT /api/admin/tool-status/:toolId/maintenance']) ACTED_ON.set(route, String(tool._id));
    // Access requests: a requestable private tool, emma's request (ada decides it) and ada's own (she withdraws it).
    const privateTool = await givenTool(app, 'Walked private tool', { users: [], managers: [] });
    await app.get<Model<AccessPolicy>>(getModelToken(AccessPolicy.name)).create({ _id: String(privateTool._id), requestable: true, approvers: { kind: 'managers' } });
    const accessRequests = app.get<Model<AccessRequest>>(getModelToken(AccessRequest.name));
    const asked = (requester: { _id: unknown }) => accessRequests.create({ tool_id: String(privateTool._id), tool_title: { en: 'Walked private tool' }, requester: { _id: String(requester._id), fullname: 'Tester' }, reason: 'Walk' });
    const [emmasRequest, adasRequest] = [await asked(emma), await asked(ada)];
    for (const route of ['PUT /api/access-requests/tools/:toolId/policy', 'POST /api/access-requests/tools/:toolId/grants']) ACTED_ON.set(route, String(tool._id));
    ACTED_ON.set('POST /api/access-requests/tools/:toolId', String(privateTool._id));
    for (const decision of ['approve', 'refuse']) ACTED_ON.set(`PUT /api/access-requests/:id/${decision}`, String(emmasRequest._id));
    ACTED_ON.set('POST /api/access-requests/:id/withdraw', String(adasRequest._id));
    for (const answer of ['accept', 'reject']) ACTED_ON.set(`PUT /api/app-validation/:id/${answer}-extra-validation`, String(validation._id));
    admin = await signIn(app.getHttpServer(), 'ada.admin');
    await admin.get('/api/getOneUser');
    const token = await admin.post('/api/admin/api_tokens', { name: 'Every scope', scopes: API_TOKEN_SCOPES, expiresOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) });
    everyScope = { Authorization: `Bearer ${token.body.secret}` };
    program = new ApiClient(app.getHttpServer());
    // The creation's log line is written after the answer: let it land before the fingerprint is taken.
    const outbox = app.get<Connection>(getConnectionToken()).collection('outbox');
    for (let tries = 0; tries < 100 && (await outbox.countDocuments()) > 0; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    // A current announcement for everyone: ada may change and dismiss it.
    const announcement = await admin.post('/api/admin/announcements', {
      title: { en: 'Walked announcement' },
      body: { en: '<p>Walked</p>' },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    ACTED_ON.set('PUT /api/admin/announcements/:id', announcement.body.id);
    ACTED_ON.set('POST /api/announcements/:id/dismiss', announcement.body.id);
    routes = routesOf(app);
  });
  afterAll(() => app.close());

  it('finds the routes of the running app', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map(key)).toEqual(expect.arrayContaining(['PUT /api/updateUser', 'GET /api/getUsers/id/:ids', 'PUT /api/admin/users/:id']));
  });

  it('gives every body, path parameter and query parameter a schema', () => {
    const unchecked: string[] = [];
    for (const route of routes) {
      for (const input of route.inputs) if (!input.schema) unchecked.push(`${key(route)}: @${input.kind}(${input.name ?? ''}) has no schema`);
      const wholeParams = route.inputs.some((input) => input.kind === 'param' && input.name === null && input.schema);
      for (const param of pathParams(route.path)) {
        if (!wholeParams && !route.inputs.some((input) => input.kind === 'param' && input.name === param)) unchecked.push(`${key(route)}: :${param} is not read through a schema`);
      }
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !route.inputs.some((input) => input.kind === 'body')) unchecked.push(`${key(route)}: no body schema`);
    }
    expect(unchecked).toEqual([]);
  });

  it('answers 400 naming the field to every wrong shape, never 200 or 500, and changes nothing', async () => {
    const connection = app.get<Connection>(getConnectionToken());
    const before = await fingerprint(connection);
    // SCIM's routes (served at /scim/v2) answer SCIM's own error schema to wrong shapes: test/scim.e2e-spec.ts.
    const probes = routes.filter((route) => !SIGN_IN_FLOW.has(key(route)) && !route.controller.startsWith('Scim')).flatMap(probesOf);
    expect(probes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const probe of probes) {
      const verb = probe.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      let req = probe.bearer ? program.raw(verb, probe.query ? `${probe.path}?${probe.query}` : probe.path, everyScope) : admin.raw(verb, probe.query ? `${probe.path}?${probe.query}` : probe.path);
      if (probe.body !== undefined) req = req.set('Content-Type', 'application/json').send(probe.body);
      const res = await req;
      if (res.status !== 400 || !res.body?.violations?.[probe.field] || typeof res.body.errors?.[probe.field] !== 'string') {
        failures.push(`${probe.route} (${probe.shape}): ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(connection)).toEqual(before);
  });

  it('refuses the two shapes the acceptance pass found', async () => {
    const me = (await admin.get('/api/getOneUser')).body;
    const array = await admin.put('/api/updateUser', []);
    expect(array.status).toBe(400);
    expect(array.body.violations.body).toMatchObject({ code: 'INVALID_TYPE' });
    expect((await admin.get('/api/getOneUser')).body).toEqual(me);

    const operator = await admin.get(`/api/getUsers/id/${encodeURIComponent('{"$gt":""}')}`);
    expect(operator.status).toBe(400);
    expect(operator.body).toMatchObject({ error: { code: 'validation_failed' }, violations: { ids: { code: 'INVALID_ID' } }, errors: { ids: expect.any(String) } });
  });
});

