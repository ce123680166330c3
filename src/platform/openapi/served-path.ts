import type { RequestMethod } from '@nestjs/common';
import type { ApplicationConfig } from '@nestjs/core';
import { isRouteExcluded } from '@nestjs/core/router/utils';
import type { PathOf } from './route-table';

/** Where Nest serves a controller's path: under the global prefix (`/api`), unless the app excludes the route from it. */
export function servedPathOf(application: ApplicationConfig): PathOf {
  return (path: string, method: RequestMethod) => {
    const prefix = application.getGlobalPrefix();
    const excluded = application.getGlobalPrefixOptions().exclude ?? [];
    return prefix && !isRouteExcluded(excluded, path, method) ? `/${prefix}/${path}` : `/${path}`;
  };
}

/** Every path under one fixed prefix, for a preview of the app that has not been configured (the lint script). */
export const underPrefix =
  (prefix: string): PathOf =>
  (path: string) =>
    `${prefix}/${path}`;
