import type { INestApplication } from '@nestjs/common';
import { ApplicationConfig, ModulesContainer } from '@nestjs/core';
import { type AppRoute, routesOf as routeTableOf } from '../../src/platform/openapi/route-table';
import { servedPathOf } from '../../src/platform/openapi/served-path';

export type { AppRoute, RouteInput } from '../../src/platform/openapi/route-table';
export { pathParams } from '../../src/platform/openapi/route-table';

/**
 * Every route of the running Nest app, read from its controllers' metadata (what the router is built
 * from, and what the OpenAPI document describes), so a route added tomorrow is found without touching
 * the tests that walk them.
 */
export function routesOf(app: INestApplication): AppRoute[] {
  return routeTableOf(app.get(ModulesContainer), servedPathOf(app.get(ApplicationConfig)));
}
