import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { LIMITS } from '../src/contracts';
import { givenUsers } from './support/directory-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

describe('footer: PUT config/footer and GET config', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    useDatabase('footer');
    app = await createTestApp();
    await givenUsers(
      app,
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Martin', is_administrator: true },
      { id_portal: 'emma.employee', language: 'fr' },
      { id_portal: 'sophie.subadmin', is_sub_admin: true },
    );
  });
  afterAll(() => app.close());

  const footer = [
    { lang: 'fr', content: '<p>Mentions <a href="https://intra.example/legal">légales</a></p>' },
    { lang: 'en', content: '<p>Legal <a href="https://intra.example/legal">notice</a></p>' },
  ];

  it('lets an administrator save a footer per language that every employee reads', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const saved = await admin.put('/api/config/footer', { footer });
    expect(saved.status).toBe(200);
    // Stored in the canonical language order.
    expect(saved.body.footer.map((e: { lang: string }) => e.lang)).toEqual(['en', 'fr']);

    const employee = await signIn(app.getHttpServer(), 'emma.employee');
    const config = await employee.get('/api/config');
    expect(config.status).toBe(200);
    expect(config.body.footer).toEqual([footer[1], footer[0]]);
    expect(config.body.nbBackgrounds).toBe(LIMITS.backgroundCount);
  });

  it('strips scripts, event handlers and javascript: links before storing', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await admin.put('/api/config/footer', {
      footer: [{ lang: 'en', content: '<p onmouseover="x()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">link</a></p>' }],
    });
    expect(res.body.footer).toEqual([{ lang: 'en', content: '<p>Hi <a>link</a></p>' }]);
  });

  it('refuses an employee and a sub-administrator with permission_denied and changes nothing', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    await admin.put('/api/config/footer', { footer });
    for (const loginId of ['emma.employee', 'sophie.subadmin']) {
      const client = await signIn(app.getHttpServer(), loginId);
      const res = await client.put('/api/config/footer', { footer: [{ lang: 'en', content: 'hijacked' }] });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { message: 'permission_denied', code: 'permission_denied' } });
    }
    expect((await admin.get('/api/config')).body.footer).toHaveLength(2);
  });

  it('refuses a footer longer than the limit, names the language, and changes nothing', async () => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    await admin.put('/api/config/footer', { footer });
    const res = await admin.put('/api/config/footer', {
      footer: [{ lang: 'ja', content: `<p>${'長'.repeat(LIMITS.footerMaxLength)}</p>` }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('FOOTER.TOO_LONG');
    expect(res.body.errors).toHaveProperty(['footer.ja']);
    expect((await admin.get('/api/config')).body.footer).toEqual([footer[1], footer[0]]);
  });

  it.each([
    ['not a list', { footer: 'hello' }],
    ['an unknown language', { footer: [{ lang: 'de', content: 'Hallo' }] }],
    ['content that is not text', { footer: [{ lang: 'en', content: { html: 1 } }] }],
    ['no footer at all', {}],
  ])('refuses %s with 400', async (_case, body) => {
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    const res = await admin.put('/api/config/footer', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBeTruthy();
  });

  it('records who changed the footer in the activity log', async () => {
    const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
    await logs.deleteMany({});
    const admin = await signIn(app.getHttpServer(), 'alice.admin');
    await admin.put('/api/config/footer', { footer });
    const deadline = Date.now() + 3000;
    let entries: ActivityLog[] = [];
    while (Date.now() < deadline && entries.length === 0) {
      entries = await logs.find({ action: 'settings.footer.updated' }).lean();
      if (!entries.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(entries).toHaveLength(1);
    expect(entries[0].user?.fullname).toBe('Alice Martin');
    expect(entries[0].message).toBe('Alice Martin updated the footer (en, fr)');
  });
});
