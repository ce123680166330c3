import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { givenUsers } from './support/directory-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

/**
 * Issue 32, section 3: a database connection left "not connected" while the database answers (once seen
 * after a kill: the driver's monitor on a destroyed socket) is opened again by the process itself.
 */
describe('database connection watchdog', () => {
  let app: NestExpressApplication;
  const saved = process.env.DATABASE_RECONNECT_AFTER_MS;

  beforeAll(async () => {
    useDatabase('database_reconnect');
    process.env.DATABASE_RECONNECT_AFTER_MS = '1000';
    app = await createTestApp();
    await givenUsers(app, { id_portal: 'emma.employee' });
  });
  afterAll(async () => {
    await app.close();
    if (saved === undefined) delete process.env.DATABASE_RECONNECT_AFTER_MS;
    else process.env.DATABASE_RECONNECT_AFTER_MS = saved;
  });

  it('opens again, by itself, a connection that stays closed while the database answers, and liveness stays up meanwhile', async () => {
    const emma = await signIn(app.getHttpServer(), 'emma.employee');
    const connection = app.get<Connection>(getConnectionToken());
    await connection.close();
    expect(connection.readyState).toBe(0);
    // A write needs the database: it is refused as unavailable, never left hanging.
    const refused = await emma.put('/api/updateUser', { language: 'fr' });
    expect(refused.status).toBe(503);

    const started = Date.now();
    while (connection.readyState !== 1 && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 200));
    expect(connection.readyState).toBe(1);
    const again = await emma.put('/api/updateUser', { language: 'fr' });
    expect(again.status).toBe(200);
    expect((await emma.get('/api/getOneUser')).body.language).toBe('fr');
    expect((await request(app.getHttpServer()).get('/api/health/live')).status).toBe(200);
  });
});
