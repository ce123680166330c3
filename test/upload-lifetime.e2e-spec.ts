import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import sharp from 'sharp';
import { RemoveOrphanFilesCommand } from '../src/files/commands/remove-orphan-files/remove-orphan-files.command';
import { REDIS } from '../src/platform/queues/queues.module';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

const QUOTA = { UPLOAD_QUOTA_FILES_PER_DAY: '3', UPLOAD_QUOTA_MB_PER_DAY: '0.5' };

/** A distinct PNG each time (the colour), so the store does not find an earlier copy. */
let shade = 0;
const png = (width = 256, height = 256) => {
  shade += 1;
  return sharp({ create: { width, height, channels: 3, background: { r: shade % 256, g: (shade * 7) % 256, b: 90 } } }).png().toBuffer();
};
/** Noise does not compress: ~750 KB. */
const heavyPng = () => sharp(Buffer.from(Array.from({ length: 500 * 500 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 500, height: 500, channels: 3 } }).png().toBuffer();

/** Issue 12: uploads have an owner, a daily quota per employee, a size limit in pixels and a lifetime. */
describe('uploaded files: owner, quota, pixels and cleanup of unused files', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  const ids: Record<string, string> = {};
  let emma: ApiClient, paul: ApiClient, alice: ApiClient;
  const saved = Object.fromEntries(Object.keys(QUOTA).map((name) => [name, process.env[name]]));

  const upload = async (client: ApiClient, content: Buffer) => client.raw('post', `/api/uploadFile?date=${Date.now()}`).attach('file', content, 'logo.png');
  const files = () => app.get<Connection>(getConnectionToken()).collection('files.files');

  beforeAll(async () => {
    useDatabase('upload_lifetime');
    Object.assign(process.env, QUOTA);
    app = await createTestApp();
    const redis = app.get<Redis>(REDIS);
    const stale = await redis.keys(`portal:${app.get<Connection>(getConnectionToken()).name}:upload-quota:*`);
    if (stale.length) await redis.del(...stale);
    const people = await givenUsers(app, { id_portal: 'emma.employee' }, { id_portal: 'paul.peer' }, { id_portal: 'alice.admin', is_administrator: true });
    for (const person of people) ids[person.id_portal] = String(person._id);
    worker = await createTestWorker();
    [emma, paul, alice] = await Promise.all(['emma.employee', 'paul.peer', 'alice.admin'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('records who uploaded each file', async () => {
    const res = await upload(emma, await png());
    expect(res.status).toBe(200);
    const stored = await files().findOne({ filename: res.body.filename });
    expect(stored!.metadata).toMatchObject({ uploader: ids['emma.employee'], kind: 'logo' });
  });

  it('refuses an employee past their daily count of files, storing nothing, while others still upload', async () => {
    expect((await upload(emma, await png())).status).toBe(200);
    expect((await upload(emma, await png())).status).toBe(200);
    const before = await files().countDocuments();
    const refused = await upload(emma, await png());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'FILE.QUOTA_REACHED', message: "You have reached today's upload limit. Please try again tomorrow." });
    expect(await files().countDocuments()).toBe(before);
    // The quota is decided before the file is read: a document built to exhaust the parser gets the same answer.
    const deep = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">${'<g>'.repeat(20_000)}<rect/>${'</g>'.repeat(20_000)}</svg>`);
    expect((await upload(emma, deep)).body.error?.code).toBe('FILE.QUOTA_REACHED');
    expect((await upload(paul, await png())).status).toBe(200);
    // Administrators look after the catalogue: no quota.
    for (let i = 0; i < 4; i += 1) expect((await upload(alice, await png())).status).toBe(200);
  });

  it('refuses an employee past their daily volume', async () => {
    const refused = await upload(paul, await heavyPng());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('FILE.QUOTA_REACHED');
  });

  it('refuses an image over 4096 px either way, translated, without counting it', async () => {
    const refused = await upload(alice, await png(4100, 300));
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('IMAGE.TOO_MANY_PIXELS');
  });

  it('removes, after the grace period, files no tool, category or waiting request uses', async () => {
    const name = async (client: ApiClient) => (await upload(client, await png())).body.filename as string;
    const [logo, icon, proposed, unused] = [await name(alice), await name(alice), await name(alice), await name(alice)];
    await givenTool(app, 'Payroll', { logo: { image: logo } });
    await givenCategory(app, { en: 'Office' }, { icon: `/api/files/${icon}` });
    const category = await givenCategory(app, { en: 'People' });
    const request = await paul.post('/api/postApp', {
      title: { en: 'Vault' },
      description: { en: 'Keeps secrets' },
      url: { en: 'https://vault.example/' },
      categories: [String(category._id)],
      users: ['all'],
      logo: { image: proposed },
    });
    expect(request.status).toBe(201);
    expect(request.body.has_pending_validation).toBe(true);
    // Everything above is older than the cutoff; a file uploaded after it is within its grace period.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cutoff = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const recent = await name(alice);

    const { removed } = await worker.get(CommandBus).execute(new RemoveOrphanFilesCommand(cutoff));
    expect(removed).toContain(unused);
    for (const kept of [logo, icon, proposed, recent]) expect(removed).not.toContain(kept);
    expect((await emma.get(`/api/files/${unused}`)).status).toBe(404);
    for (const kept of [logo, icon, proposed, recent]) expect({ kept, status: (await emma.get(`/api/files/${kept}`)).status }).toEqual({ kept, status: 200 });
  });
});
