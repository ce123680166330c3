import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z, ZodObject, type ZodTypeAny } from 'zod';
import type { ErrorBody } from '../../contracts';
import { CSRF_HEADER } from '../sessions/session-cookies';
import { type AppRoute, pathParams } from './route-table';

extendZodWithOpenApi(z);

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** The session cookie's name over http; over https it is `__Host-portal_session`. */
const SESSION_COOKIE = 'portal_session';

const violation = z.object({ code: z.string(), params: z.record(z.union([z.string(), z.number()])), message: z.string() });
/** Every refusal's body (`docs/behaviour/api.md`, "Errors"). */
const errorBody = z
  .object({
    error: z.object({ message: z.string(), code: z.string().optional(), detail: z.string().optional() }),
    errors: z.record(z.string()).optional().describe('Each refused field: its message (react-admin shows it).'),
    violations: z.record(violation).optional().describe('Each refused field: its code and parameters, which the UIs translate.'),
  })
  .describe('A refusal: its code, and for a request the schema refused, each field it named.')
  .openapi('Error') satisfies z.ZodType<ErrorBody>;

const DESCRIPTION = [
  "Every route of the portal's api, generated when the api starts from the route table and the zod schemas that validate each request (`src/contracts/requests/`): a parameter or body documented here is the one the server checks.",
  'Answers: the entities that have a zod schema in `src/contracts/wire/` (the current user, tools, categories, directory people and groups) are described by it; the other success answers are TypeScript types without a schema yet and are described as any JSON value. Refusals share the `Error` schema.',
  'Authentication: `session` is the cookie a sign-in opens; every write with a session also carries the `X-XSRF-TOKEN` header (`csrf`), the value of the `XSRF-TOKEN` cookie. `bearer` is an API token of a program, holding the scopes the operation names.',
].join('\n\n');

const WRITES = new Set<AppRoute['method']>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The operations of one controller share a tag (`DirectoryLookup`). */
const tagOf = (route: AppRoute) => route.controller.replace(/Controller$/, '');

/** `/api/getUsers/id/:ids` → `/api/getUsers/id/{ids}` */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The fields of an object schema (through `preprocess`, `refine` and `passthrough`), or null. */
function shapeOf(schema: ZodTypeAny): Record<string, ZodTypeAny> | null {
  if (schema instanceof ZodObject) return schema.shape as Record<string, ZodTypeAny>;
  const def = schema._def as { schema?: ZodTypeAny; innerType?: ZodTypeAny };
  const inner = def.schema ?? def.innerType;
  return inner ? shapeOf(inner) : null;
}

/** The route's inputs of one kind as one object schema: the whole (`@Query(valid(q))`) and the named ones (`@Param('id', valid(id))`). */
function objectOf(route: AppRoute, kind: 'param' | 'query', extra: Record<string, ZodTypeAny> = {}): ZodObject<z.ZodRawShape> | undefined {
  const fields: Record<string, ZodTypeAny> = { ...extra };
  for (const input of route.inputs) {
    if (input.kind !== kind || !input.schema) continue;
    if (input.name) fields[input.name] = input.schema;
    else Object.assign(fields, shapeOf(input.schema) ?? {});
  }
  return Object.keys(fields).length ? z.object(fields) : undefined;
}

function securityOf(route: AppRoute): RouteConfig['security'] {
  switch (route.auth.kind) {
    case 'public':
      return [];
    case 'bearer':
      // The token's scopes go in `x-scopes`: an http scheme's requirement lists no scopes for Spectral's rules.
      return [{ bearer: [] }];
    case 'session':
      return [WRITES.has(route.method) ? { session: [], csrf: [] } : { session: [] }];
  }
}

function descriptionOf(route: AppRoute): string {
  const who =
    route.auth.kind === 'public'
      ? 'Anyone, without a session.'
      : route.auth.kind === 'bearer'
        ? `A program whose API token holds one of the scopes ${route.auth.scopes.map((scope) => `\`${scope}\``).join(', ')}.`
        : route.auth.action
          ? `A signed-in person whom the permission matrix allows \`${route.auth.action}\`.`
          : route.auth.unregistered
            ? 'Any signed-in person, registered in the directory or not.'
            : 'Any signed-in person registered in the directory.';
  return `${who} Handled by \`${route.controller}.${route.handler}\`.`;
}

function responsesOf(route: AppRoute): RouteConfig['responses'] {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });
  const success =
    route.status >= 300 && route.status < 400
      ? { description: 'A redirect.' }
      : { description: 'The answer.', content: { 'application/json': { schema: route.answer ?? z.unknown().describe('Not described yet: see docs/behaviour.') } } };
  const responses: RouteConfig['responses'] = { [route.status]: success };
  if (route.inputs.length) responses[400] = error('The request has the wrong shape; `violations` names each field.');
  if (route.auth.kind !== 'public') responses[401] = error('No live session, or no valid token.');
  if (route.auth.kind !== 'public') responses[403] = error('The caller may not do this (`permission_denied`).');
  responses[429] = error('Too many calls; retry later.');
  return responses;
}

/** The operation of one route: its parameters and body from the schemas the route validates them with. */
function operationOf(route: AppRoute, operationId: string): RouteConfig {
  const named = Object.fromEntries(pathParams(route.path).map((name) => [name, z.string()]));
  const params = objectOf(route, 'param');
  // Every segment of the path is a parameter; one read through no schema (none today) is a plain text.
  // A path segment is always there: a field its schema leaves optional (for the shorter route's sake) is required here.
  const pathObject = pathParams(route.path).length
    ? z
        .object({ ...named, ...(params?.shape ?? {}) })
        .pick(Object.fromEntries(pathParams(route.path).map((name) => [name, true])))
        .required()
    : undefined;
  const body = route.inputs.find((input) => input.kind === 'body' && input.schema)?.schema;
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: openApiPath(route.path),
    operationId,
    summary: route.handler,
    description: descriptionOf(route),
    tags: [tagOf(route)],
    security: securityOf(route),
    ...(route.auth.kind === 'bearer' ? { 'x-scopes': route.auth.scopes } : {}),
    request: {
      params: pathObject,
      query: objectOf(route, 'query'),
      body: body ? { required: true, content: { [route.multipart ? 'multipart/form-data' : 'application/json']: { schema: body } } } : undefined,
    },
    responses: responsesOf(route),
  };
}

/** The OpenAPI 3.1 document of these routes. */
export function buildOpenApiDocument(routes: AppRoute[], info: { version: string; serverUrl: string }): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session a sign-in opens (`__Host-portal_session` over https).',
  });
  registry.registerComponent('securitySchemes', 'csrf', {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: 'On every write with a session: the value of the `XSRF-TOKEN` cookie.',
  });
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', description: 'An API token of a program (`Authorization: Bearer …`); the operation names the scopes it needs.' });
  const taken = new Map<string, number>();
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const base = `${tagOf(route)}_${route.handler}`;
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    registry.registerPath(operationOf(route, count > 1 ? `${base}_${count}` : base));
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Tool portal api', version: info.version, description: DESCRIPTION, contact: { name: 'The portal team' } },
    servers: [{ url: info.serverUrl }],
    tags: [...new Set(routes.map(tagOf))].sort().map((name) => ({ name, description: `The routes of \`${name}Controller\`.` })),
  });
}
