import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import request from 'supertest';
import { Types, type Model } from 'mongoose';
import { ToolOpenDay } from '../src/usage/tool-open-day.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

/** Polls until `check` holds: the worker writes the counters every 10 s. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 25_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('opens of tools: POST opens, GET opens/recent, the daily counts', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let days: Model<ToolOpenDay>;
  let emma: ApiClient, marc: ApiClient;
  const tools: Record<string, string> = {};
  const north = new Types.ObjectId();
  const recentTitles = async (client: ApiClient) => ((await client.get('/api/opens/recent')).body as { title: { en: string } }[]).map((tool) => tool.title.en);

  beforeAll(async () => {
    useDatabase('usage_opens');
    app = await createTestApp();
    days = app.get(getModelToken(ToolOpenDay.name));
    const [, marcUser] = await givenUsers(app, { id_portal: 'emma.employee', language: 'fr' }, { id_portal: 'marc.manager', subsidiary: { _id: north, name: 'North' } });
    for (const title of ['Mail', 'Payroll', 'Travel', 'Wiki', 'Chat', 'Drive', 'Calendar', 'Badges', 'Canteen', 'Parking']) {
      tools[title] = String((await givenTool(app, title))._id);
    }
    tools['Marc only'] = String((await givenTool(app, 'Marc only', { users: [String(marcUser._id)] }))._id);
    tools['North only'] = String((await givenTool(app, 'North only', { subsidiaryId: north }))._id);
    [emma, marc] = await Promise.all([signIn(app.getHttpServer(), 'emma.employee'), signIn(app.getHttpServer(), 'marc.manager')]);
  });
  afterAll(async () => {
    await worker?.close();
    await app.close();
  });

  it('shows nothing recently used before any open', async () => {
    const res = await emma.get('/api/opens/recent');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('counts an open of a visible tool and lists it first in the opener\'s recent tools only', async () => {
    const res = await emma.post('/api/opens', { toolId: tools.Mail });
    expect(res.status).toBe(204);
    expect(await recentTitles(emma)).toEqual(['Mail']);
    expect(await recentTitles(marc)).toEqual([]);
  });

  it('keeps the last 8 distinct tools, newest first', async () => {
    for (const title of ['Payroll', 'Travel', 'Wiki', 'Chat', 'Drive', 'Calendar', 'Badges', 'Canteen', 'Parking']) {
      expect((await emma.post('/api/opens', { toolId: tools[title] })).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct times, so the order is the opening order
    }
    expect(await recentTitles(emma)).toEqual(['Parking', 'Canteen', 'Badges', 'Calendar', 'Drive', 'Chat', 'Wiki', 'Travel']);
  });

  it('answers 404 for a tool the caller cannot see and never lists or counts it', async () => {
    const res = await emma.post('/api/opens', { toolId: tools['Marc only'] });
    expect(res.status).toBe(404);
    expect(await recentTitles(emma)).not.toContain('Marc only');
    expect((await marc.post('/api/opens', { toolId: tools['Marc only'] })).status).toBe(204);
    expect(await recentTitles(marc)).toEqual(['Marc only']);
  });

  it('answers 404 for a subsidiary\'s tool to people outside it, and counts it for people inside', async () => {
    expect((await emma.post('/api/opens', { toolId: tools['North only'] })).status).toBe(404);
    expect(await recentTitles(emma)).not.toContain('North only');
    expect((await marc.post('/api/opens', { toolId: tools['North only'] })).status).toBe(204);
    expect((await recentTitles(marc))[0]).toBe('North only');
  });

  it.each([
    ['a malformed id', { toolId: 'nope' }, 'toolId'],
    ['an operator object', { toolId: { $gt: '' } }, 'toolId'],
    ['a number', { toolId: 42 }, 'toolId'],
    ['no id', {}, 'toolId'],
    ['an array body', ['64b0000000000000000000a1'], 'body'],
  ])('answers 400 for %s, naming the field, and counts nothing', async (_label, body, field) => {
    const res = await emma.post('/api/opens', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('answers an open with the headers every answer carries', async () => {
    const res = await emma.post('/api/opens', { toolId: tools.Wiki });
    expect(res.status).toBe(204);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(res.headers['x-ratelimit-limit-write']).toBeDefined();
  });

  it('answers 400 invalid_json for a body that is not JSON, and counts nothing', async () => {
    const res = await emma.raw('post', `/api/opens?date=${Date.now()}`).set('Content-Type', 'application/json').send(`{"toolId":"${tools.Payroll}"`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });

  it('counts an open whose token cookie is stale, and sends the current one back', async () => {
    const session = `portal_session=${emma.cookies.get('portal_session')}`;
    const res = await request(app.getHttpServer())
      .post(`/api/opens?date=${Date.now()}`)
      .set('Cookie', `${session}; XSRF-TOKEN=stale`)
      .set('X-XSRF-TOKEN', emma.cookies.get('XSRF-TOKEN')!)
      .send({ toolId: tools.Travel });
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toContain(`XSRF-TOKEN=${emma.cookies.get('XSRF-TOKEN')}`);
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    expect((await request(app.getHttpServer()).get('/api/opens/recent')).status).toBe(401);
    expect((await emma.send('post', '/api/opens', { toolId: tools.Mail }, {}, { csrf: false })).status).toBe(403);
  });

  it('counts a burst from one person once per tool and minute, aggregated per tool and day by the worker', async () => {
    for (let i = 0; i < 5; i++) expect((await emma.post('/api/opens', { toolId: tools.Mail })).status).toBe(204);
    expect((await marc.post('/api/opens', { toolId: tools.Mail })).status).toBe(204);
    worker = await createTestWorker();
    const day = new Date().toISOString().slice(0, 10);
    const mail = await eventually(
      () => days.findById(`${tools.Mail}:${day}`).lean(),
      (doc) => doc?.total === 2,
    );
    expect(mail).toMatchObject({ tool: tools.Mail, day, total: 2, by_language: { fr: 1, en: 1 }, by_subsidiary: { none: 1, [String(north)]: 1 } });
    // No document holds a person: only tools, days and counts.
    expect(JSON.stringify(await days.find().lean())).not.toMatch(/emma|marc/);
  });
});
