import { RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, REDIRECT_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { ModulesContainer } from '@nestjs/core';
import type { ZodTypeAny } from 'zod';
import type { Action } from '../../contracts/permissions';
import { ALLOWS_UNREGISTERED, IS_PUBLIC } from '../auth/public.decorator';
import { REQUIRED_ACTION } from '../auth/require-permission.decorator';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ANSWER_SCHEMA } from './answers.decorator';
import { BEARER_SCOPES } from '../auth/bearer-route';

/** One argument of a route handler that reads the request: its kind, its name (`id`, or null for the whole) and its schema. */
export interface RouteInput {
  kind: 'body' | 'query' | 'param';
  name: string | null;
  /** The schema of its ZodValidationPipe, or null when the argument has none. */
  schema: ZodTypeAny | null;
}

/**
 * How a caller is recognised: no one (`public`), the session cookie (with the CSRF header on writes),
 * or an API token sent as `Authorization: Bearer` holding one of `scopes`.
 */
export type RouteAuth = { kind: 'public' } | { kind: 'session'; action: Action | null; unregistered: boolean } | { kind: 'bearer'; scopes: string[] };

export interface AppRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** `/api/getUsers/id/:ids` */
  path: string;
  controller: string;
  handler: string;
  inputs: RouteInput[];
  auth: RouteAuth;
  /** The status a success answers: 201 for a POST unless `@HttpCode` says otherwise, the redirect's. */
  status: number;
  /** The handler reads uploaded files (`@UploadedFile(s)`): its body is multipart. */
  multipart: boolean;
  /** The schema of its success answer (`@Answers`), or null. */
  answer: ZodTypeAny | null;
}

/** Where a route is served: the global prefix (`/api`) unless the app excludes it (`/scim/v2`). */
export type PathOf = (path: string, method: RequestMethod) => string;

const KINDS: Partial<Record<RouteParamtypes, RouteInput['kind']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'param',
};
const UPLOADS = new Set([RouteParamtypes.FILE, RouteParamtypes.FILES]);

/** Metadata of the handler, else of its controller (what Nest's `Reflector.getAllAndOverride` reads). */
const declared = <T>(key: string, handler: object, controller: object): T | undefined =>
  (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);

function authOf(handler: object, controller: object): RouteAuth {
  const scopes = declared<string[]>(BEARER_SCOPES, handler, controller);
  if (scopes) return { kind: 'bearer', scopes: [...scopes] };
  if (declared<boolean>(IS_PUBLIC, handler, controller)) return { kind: 'public' };
  return { kind: 'session', action: declared<Action>(REQUIRED_ACTION, handler, controller) ?? null, unregistered: !!declared<boolean>(ALLOWS_UNREGISTERED, handler, controller) };
}

/**
 * Every route of the app, read from its controllers' metadata (what Nest builds the router from): each
 * route's inputs and their schemas, how its caller is recognised. A route added tomorrow is found here,
 * so the OpenAPI document and the tests that walk the routes need no list of their own.
 */
export function routesOf(modules: ModulesContainer, pathOf: PathOf): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat()[0] as string;
      for (const handler of Object.getOwnPropertyNames(controller.prototype)) {
        const fn = (controller.prototype as Record<string, unknown>)[handler];
        if (handler === 'constructor' || typeof fn !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, fn) ?? ''].flat() as string[];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
        const inputs: RouteInput[] = [];
        let multipart = false;
        for (const [key, arg] of Object.entries(args)) {
          const type = Number(key.split(':')[0]) as RouteParamtypes;
          if (UPLOADS.has(type)) multipart = true;
          const kind = KINDS[type];
          if (!kind) continue;
          const pipe = (arg.pipes ?? []).find((p): p is ZodValidationPipe<ZodTypeAny> => p instanceof ZodValidationPipe);
          inputs.push({ kind, name: typeof arg.data === 'string' ? arg.data : null, schema: pipe?.schema ?? null });
        }
        const redirect = Reflect.getMetadata(REDIRECT_METADATA, fn) as { statusCode?: number } | undefined;
        const status = (Reflect.getMetadata(HTTP_CODE_METADATA, fn) as number | undefined) ?? (redirect ? (redirect.statusCode ?? 302) : method === RequestMethod.POST ? 201 : 200);
        for (const path of paths) {
          const relative = [base, path].filter(Boolean).join('/');
          const full = pathOf(relative, method).replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
          routes.push({ method: RequestMethod[method] as AppRoute['method'], path: full, controller: controller.name, handler, inputs, auth: authOf(fn, controller), status, multipart, answer: (Reflect.getMetadata(ANSWER_SCHEMA, fn) as ZodTypeAny | undefined) ?? null });
        }
      }
    }
  }
  return routes;
}

/** The `:name` segments of a route path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
}
