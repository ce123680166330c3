import type { NestExpressApplication } from '@nestjs/platform-express';
import { givenUsers } from './support/directory-fixtures';
import { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

type Schema = { type?: string | string[]; maxLength?: number; properties?: Record<string, Schema> };
type Content = Record<string, { schema: Schema }>;
type Operation = { security?: Record<string, string[]>[]; requestBody?: { content: Content }; responses: Record<string, { content?: Content }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };
type Layer = { route?: { path: string; methods: Record<string, boolean> } };

/** `GET /api/getUsers/id/:ids`, for every route Express serves: the real route table, after `app.init()`. */
function servedRoutes(app: NestExpressApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).filter((method) => method !== '_all').map((method) => `${method.toUpperCase()} ${layer.route!.path}`) : [],
  );
}

/** The same form for every operation of the document. */
const documentedRoutes = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));

/** What the document lacks, and what it names that is not served. */
function coverage(served: string[], documented: string[]) {
  return { missing: served.filter((route) => !documented.includes(route)).sort(), absent: documented.filter((route) => !served.includes(route)).sort() };
}

describe('OpenAPI document (GET /api/openapi.json)', () => {
  let app: NestExpressApplication;
  let document: Document;
  let admin: ApiClient;

  beforeAll(async () => {
    useDatabase('openapi');
    app = await createTestApp();
    await givenUsers(app, { id_portal: 'ada.admin', is_administrator: true }, { id_portal: 'emma.employee' });
    admin = await signIn(app.getHttpServer(), 'ada.admin');
    const res = await admin.get('/api/openapi.json');
    expect(res.status).toBe(200);
    document = res.body as Document;
  });
  afterAll(() => app.close());

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route the app serves, and no route it does not serve', () => {
    const served = servedRoutes(app);
    expect(served.length).toBeGreaterThan(60);
    expect(served).toContain('GET /api/getUsers/id/:ids');
    expect(coverage(served, documentedRoutes(document))).toEqual({ missing: [], absent: [] });
  });

  it('the coverage check catches a route left out of the document, and one documented but not served', () => {
    const served = servedRoutes(app);
    const documented = documentedRoutes(document).filter((route) => route !== 'PUT /api/updateUser');
    expect(coverage(served, [...documented, 'GET /api/nowhere'])).toEqual({ missing: ['PUT /api/updateUser'], absent: ['GET /api/nowhere'] });
  });

  it('describes a body with the fields and limits of the schema that validates it', async () => {
    const body = document.paths['/api/updateUser'].put.requestBody!.content['application/json'].schema;
    expect(body.properties!.language).toEqual(expect.objectContaining({ type: 'string', maxLength: 16 }));
    // The same limit, enforced: the document and the server read one schema.
    const res = await admin.put('/api/updateUser', { language: 'x'.repeat(17) });
    expect(res.status).toBe(400);
    expect(res.body.violations.language).toBeDefined();
  });

  it('describes an answer with its entity schema from contracts/wire where there is one', async () => {
    const answer = document.paths['/api/getOneUser'].get.responses['200'].content!['application/json'].schema;
    const sent = (await admin.get('/api/getOneUser')).body as Record<string, unknown>;
    expect(Object.keys(answer.properties!).sort()).toEqual(Object.keys(sent).sort());
  });

  it('names how each route recognises its caller: the session with CSRF on writes, nobody on public ones', () => {
    expect(document.paths['/api/updateUser'].put.security).toEqual([{ session: [], csrf: [] }]);
    expect(document.paths['/api/getOneUser'].get.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/health/live'].get.security).toEqual([]);
  });

  it('is for administrators: 403 to an employee, 401 without a session', async () => {
    const emma = await signIn(app.getHttpServer(), 'emma.employee');
    expect((await emma.get('/api/openapi.json')).status).toBe(403);
    expect((await new ApiClient(app.getHttpServer()).get('/api/openapi.json')).status).toBe(401);
  });
});
