import type { INestApplication, Type } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { ZodTypeAny } from 'zod';
import { ZodValidationPipe } from '../../src/platform/http/zod-validation.pipe';
import { BEARER_SCOPES } from '../../src/platform/auth/bearer-route';

/** One argument of a route handler that reads the request: its kind, its name (`id`, or null for the whole) and its schema. */
export interface RouteInput {
  kind: 'body' | 'query' | 'param';
  name: string | null;
  /** The schema of its ZodValidationPipe, or null when the argument has none. */
  schema: ZodTypeAny | null;
}

export interface AppRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** `/api/getUsers/id/:ids` */
  path: string;
  controller: string;
  handler: string;
  inputs: RouteInput[];
  /** The scopes of a program's route (`@BearerRoute`), null for a route of people. */
  bearerScopes: readonly string[] | null;
}

const KINDS: Partial<Record<RouteParamtypes, RouteInput['kind']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'param',
};

/**
 * Every route of the running Nest app, read from its controllers' metadata (what the router is built
 * from), so a route added tomorrow is found without touching the tests that walk them.
 */
export function routesOf(app: INestApplication, prefix = '/api'): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown>;
      if (!controller) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat()[0] as string;
      for (const handler of Object.getOwnPropertyNames(controller.prototype)) {
        const fn = controller.prototype[handler];
        if (handler === 'constructor' || typeof fn !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, fn) ?? ''].flat() as string[];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
        const inputs: RouteInput[] = [];
        for (const [key, arg] of Object.entries(args)) {
          const kind = KINDS[Number(key.split(':')[0]) as RouteParamtypes];
          if (!kind) continue;
          const pipe = (arg.pipes ?? []).find((p): p is ZodValidationPipe<ZodTypeAny> => p instanceof ZodValidationPipe);
          inputs.push({ kind, name: typeof arg.data === 'string' ? arg.data : null, schema: pipe?.schema ?? null });
        }
        const bearerScopes = (Reflect.getMetadata(BEARER_SCOPES, fn) ?? Reflect.getMetadata(BEARER_SCOPES, controller) ?? null) as readonly string[] | null;
        for (const path of paths) {
          const full = `${prefix}/${[base, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
          routes.push({ method: RequestMethod[method] as AppRoute['method'], path: full, controller: controller.name, handler, inputs, bearerScopes });
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
