import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Action, PERMISSIONS } from '../src/contracts/permissions';
import type { Role } from '../src/platform/auth/principal';
import { REQUIRED_ACTION } from '../src/platform/auth/require-permission.decorator';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { ApiClient } from './support/http-client';
import { givenUsers } from './support/directory-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

interface GuardedRoute {
  verb: 'get' | 'post' | 'put' | 'delete';
  path: string;
  action: Action;
}

/** Every route that declares a matrix action, read from the controllers themselves. */
function guardedRoutes(app: NestExpressApplication): GuardedRoute[] {
  const routes: GuardedRoute[] = [];
  const scanner = new MetadataScanner();
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = instance[name];
      const action = Reflect.getMetadata(REQUIRED_ACTION, handler) as Action | undefined;
      if (!action) continue;
      // A handler may serve several paths (the spec's call and the back-office's): each is walked.
      const paths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
      const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase() as GuardedRoute['verb'];
      for (const path of paths) {
        const url = `/api/${[base, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/:\w+/g, '64b000000000000000000001');
        routes.push({ verb, path: url, action });
      }
    }
  }
  return routes;
}

// `integration` is a program's token, never a person's role: bearer routes are proven in test/api-tokens.e2e-spec.ts.
const PEOPLE: Record<Exclude<Role, 'integration'> | 'none', string> = {
  administrator: 'alice.admin',
  sub_admin: 'sophie.subadmin',
  validator: 'victor.validator',
  user: 'emma.employee',
  none: 'nina.notregistered',
};

describe('permission matrix: every guarded call refuses the roles it does not list', () => {
  let app: NestExpressApplication;
  const clients: Partial<Record<keyof typeof PEOPLE, ApiClient>> = {};

  beforeAll(async () => {
    useDatabase('permission_matrix');
    app = await createTestApp();
    const europe = await app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name)).create({ name: 'Northwind Europe' });
    await givenUsers(
      app,
      { id_portal: 'alice.admin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true, subsidiary: { _id: europe._id, name: 'Northwind Europe' } },
      { id_portal: 'victor.validator', has_access: { validations: true } },
      { id_portal: 'emma.employee' },
    );
    for (const [role, loginId] of Object.entries(PEOPLE)) clients[role as keyof typeof PEOPLE] = await signIn(app.getHttpServer(), loginId);
  });
  afterAll(() => app.close());

  it('finds the guarded calls (the test would prove nothing without them)', () => {
    const actions = new Set(guardedRoutes(app).map((route) => route.action));
    expect(actions).toContain('settings.footer.update');
    expect(actions).toContain('directory.users.update');
  });

  it('answers 403 permission_denied to every role outside the matrix, for every guarded call', async () => {
    const failures: string[] = [];
    for (const route of guardedRoutes(app)) {
      const allowed: readonly Role[] = PERMISSIONS[route.action];
      for (const [role, client] of Object.entries(clients)) {
        // Plain users hold only the "user" role; the matrix never grants an action to "user" alone.
        if (allowed.includes(role as Role)) continue;
        const res = await client!.send(route.verb, route.path, route.verb === 'get' ? undefined : {});
        if (res.status !== 403 || res.body?.error?.message !== 'permission_denied') {
          failures.push(`${role} ${route.verb.toUpperCase()} ${route.path} → ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the roles the matrix lists past the guard', async () => {
    for (const route of guardedRoutes(app)) {
      const role = PERMISSIONS[route.action][0] as keyof typeof PEOPLE;
      const res = await clients[role]!.send(route.verb, route.path, route.verb === 'get' ? undefined : {});
      expect({ route: route.path, status: res.status }).not.toEqual({ route: route.path, status: 403 });
    }
  });

  it('asks for a session first: 401 without one', async () => {
    for (const route of guardedRoutes(app)) {
      const res = await new ApiClient(app.getHttpServer()).send(route.verb, route.path, route.verb === 'get' ? undefined : {});
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 401 });
    }
  });
});
