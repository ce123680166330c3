import type { INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { ActivityLog } from '../../src/activity/activity-log.schema';
import type { ApiClient } from './http-client';

export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** An API token created on the back-office resource by a signed-in administrator; answers its secret. */
export async function givenApiToken(admin: ApiClient, name: string, scopes: string[]): Promise<{ id: string; secret: string }> {
  const expiresOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await admin.post('/api/admin/api_tokens', { name, scopes, expiresOn });
  if (created.status !== 201) throw new Error(`token not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { id: created.body.id, secret: created.body.secret };
}

/** An identity provider's client: every call with the bearer token and SCIM's media type, as Entra ID and Okta send them. */
export function scimClient(server: Parameters<typeof request>[0], secret: string | null) {
  const call = (verb: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown) => {
    let req = request(server)[verb](`/scim/v2${path}`).set('Accept', 'application/scim+json');
    if (secret) req = req.set('Authorization', `Bearer ${secret}`);
    if (body !== undefined) req = req.set('Content-Type', 'application/scim+json').send(typeof body === 'string' ? body : JSON.stringify(body));
    return req;
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, body: unknown) => call('post', path, body),
    put: (path: string, body: unknown) => call('put', path, body),
    patch: (path: string, ...Operations: object[]) => call('patch', path, { schemas: [PATCH_OP], Operations }),
    patchRaw: (path: string, body: unknown) => call('patch', path, body),
    delete: (path: string) => call('delete', path),
  };
}

export const filterPath = (resource: 'Users' | 'Groups', filter: string, extra = '') => `/${resource}?${extra}filter=${encodeURIComponent(filter)}`;

/** The activity line of a SCIM change (written after the answer, by the outbox's reaction). */
export async function provisioningLine(app: INestApplication, action: string, label: string) {
  const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
  for (let tries = 0; tries < 100; tries++) {
    const line = await logs.findOne({ action: `directory.scim.${action}`, 'target.label': label }).lean();
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line ${action} for ${label}`);
}
