import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types, type Connection } from 'mongoose';
import type { MyAnnouncements } from '../src/contracts';
import type { SunkMail } from '../src/devstack/smtp-sink';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { mails } from './support/mail-sink';
import { signIn } from './support/sign-in';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Redis } from 'ioredis';
import { REDIS } from '../src/platform/queues/redis-client';
import { CheckWrites } from '../src/tool-status/checks/check-writes';
import { StatusCheckProcessor } from '../src/tool-status/checks/status-check.processor';
import { HistoryPruning } from '../src/tool-status/history/history-pruning';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

// Unique to the run: the SMTP sink keeps the mails of earlier runs on the same services.
const domain = `tool-status-${Date.now().toString(36)}.test`;
const INTERVAL_MS = 700;

/** A local tool the test steers: it answers 200, slowly, or 500. */
function localTool() {
  const state = { mode: 'up' as 'up' | 'slow' | 'down', requests: 0, paths: [] as string[] };
  const server = http.createServer((req, res) => {
    state.requests++;
    state.paths.push(req.url ?? '');
    if (state.mode === 'down') return res.writeHead(500).end();
    if (state.mode === 'slow') return setTimeout(() => res.writeHead(200).end(), 400);
    res.writeHead(200).end();
  });
  return { state, server };
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    value = await read();
  }
  return value;
}

const ours = async (subject: RegExp) => (await mails()).filter((mail: SunkMail) => mail.to.some((to) => to.endsWith(`@${domain}`)) && subject.test(mail.subject));

describe('tool status checks', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let admin: ApiClient;
  let manager: ApiClient;
  let employee: ApiClient;
  let outsider: ApiClient;
  let toolId: string;
  let privateToolId: string;
  let target: string;
  const local = localTool();

  beforeAll(async () => {
    useDatabase('tool_status');
    // Tests only: the checks run every 700 ms (the API still refuses an interval under a minute).
    process.env.STATUS_CHECK_TEST_INTERVAL_MS = String(INTERVAL_MS);
    await new Promise<void>((resolve) => local.server.listen(0, '127.0.0.1', resolve));
    target = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}/health`;
    app = await createTestApp();
    const [, marc, mei, emma] = await givenUsers(
      app,
      { id_portal: 'ada.admin', is_administrator: true, email: `ada.admin@${domain}` },
      { id_portal: 'marc.manager', language: 'fr', email: `marc.manager@${domain}` },
      { id_portal: 'mei.manager', language: 'ja', email: `mei.manager@${domain}` },
      { id_portal: 'emma.employee', email: `emma.employee@${domain}` },
      { id_portal: 'nora.employee', email: `nora.employee@${domain}` },
    );
    toolId = String((await givenTool(app, 'Payroll', { managers: [String(marc._id), String(mei._id)] }))._id);
    privateToolId = String((await givenTool(app, 'Vault', { managers: [String(marc._id)], users: [String(emma._id)] }))._id);
    worker = await createTestWorker();
    admin = await signIn(app.getHttpServer(), 'ada.admin');
    manager = await signIn(app.getHttpServer(), 'marc.manager');
    employee = await signIn(app.getHttpServer(), 'emma.employee');
    outsider = await signIn(app.getHttpServer(), 'nora.employee');
  });

  afterAll(async () => {
    await worker?.close();
    await app?.close();
    local.server.closeAllConnections();
    local.server.close();
    delete process.env.STATUS_CHECK_TEST_INTERVAL_MS;
  });

  describe('bad input changes nothing', () => {
    it('refuses an address outside the allowed list (loopback is refused until the configuration names it)', async () => {
      const refused = await manager.put(`/api/admin/tool-status/${toolId}`, { url: target });
      expect(refused.status).toBe(400);
      expect(refused.body.violations.url).toMatchObject({ code: 'STATUS_CHECK.ADDRESS_NOT_ALLOWED' });
      await expect(manager.get(`/api/admin/tool-status/${toolId}`).then((r) => r.body.check)).resolves.toBeNull();
    });

    it('refuses an interval under a minute, and a cloud metadata address even with a broad allowed range', async () => {
      expect((await admin.put('/api/config', { status_check_hosts: ['127.0.0.1', '0.0.0.0/0'] })).status).toBe(200);
      const short = await manager.put(`/api/admin/tool-status/${toolId}`, { url: target, intervalSeconds: 30 });
      expect(short.status).toBe(400);
      expect(short.body.violations.intervalSeconds).toMatchObject({ code: 'STATUS_CHECK.INTERVAL_TOO_SHORT', params: { min: 60 } });
      const metadata = await manager.put(`/api/admin/tool-status/${toolId}`, { url: 'http://169.254.169.254/latest/meta-data/' });
      expect(metadata.body.violations.url).toMatchObject({ code: 'STATUS_CHECK.ADDRESS_NOT_ALLOWED' });
      await expect(manager.get(`/api/admin/tool-status/${toolId}`).then((r) => r.body.check)).resolves.toBeNull();
    });

    it('refuses a malformed entry of the allowed list on the configuration page', async () => {
      const refused = await admin.put('/api/config', { status_check_hosts: ['not a host!'] });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('CONFIG.INVALID_STATUS_CHECK_HOST');
      expect((await admin.get('/api/config?admin=1')).body.status_check_hosts).toEqual(['127.0.0.1', '0.0.0.0/0']);
    });

    it('lets only the tool editors change its check: an employee who sees the tool is refused', async () => {
      expect((await employee.put(`/api/admin/tool-status/${toolId}`, { url: target })).status).toBe(403);
      expect((await employee.put(`/api/admin/tool-status/${toolId}/maintenance`, { until: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(403);
    });
  });

  it('shows the tool up on the wall once its manager turned the check on, with the last check and its response time', async () => {
    const saved = await manager.put(`/api/admin/tool-status/${toolId}`, { url: target, intervalSeconds: 60, slowMs: 200, timeoutMs: 2_000 });
    expect(saved.status).toBe(200);
    expect(saved.body.check).toEqual({ url: target, accepted: '200-399', intervalSeconds: 60, timeoutMs: 2_000, slowMs: 200 });
    const statuses = await eventually(() => employee.get('/api/toolStatuses').then((r) => r.body), (body) => body[toolId]?.status === 'up');
    expect(statuses[toolId]).toMatchObject({ status: 'up', responseMs: expect.any(Number), checkedAt: expect.any(String) });
  });

  it("runs the check from Redis, not the database: a change written to the database alone is followed once the worker reconciles", async () => {
    const db = app.get<Connection>(getConnectionToken()).collection('tool_status_checks');
    const reconciliation = worker.get(SchedulerRegistry).getCronJob('status-check-schedules');
    const requestedSince = async (count: number) => (await eventually(async () => local.state.paths.length, (n) => n >= count + 2), local.state.paths.slice(count));
    reconciliation.stop();
    try {
      await db.updateOne({ _id: new Types.ObjectId(toolId) }, { $set: { url: `${target}/moved` } });
      expect(await requestedSince(local.state.paths.length)).not.toContain('/health/moved');
      const reconciledAt = local.state.paths.length;
      await worker.get(StatusCheckProcessor).reconcile();
      // A check that read its settings before the reconciliation may still land first (HEAD, then GET).
      expect(await eventually(async () => local.state.paths.slice(reconciledAt), (paths) => paths.includes('/health/moved'))).toContain('/health/moved');
    } finally {
      await db.updateOne({ _id: new Types.ObjectId(toolId) }, { $set: { url: target } });
      await worker.get(StatusCheckProcessor).reconcile();
      reconciliation.start();
    }
  });

  it('shows slow when the answers take longer than the threshold', async () => {
    local.state.mode = 'slow';
    const statuses = await eventually(() => employee.get('/api/toolStatuses').then((r) => r.body), (body) => body[toolId]?.status === 'slow');
    expect(statuses[toolId].status).toBe('slow');
    expect(statuses[toolId].responseMs).toBeGreaterThan(200);
  });

  it('goes down after two failed checks and mails each manager once, in their language; once more when it comes back', async () => {
    local.state.mode = 'down';
    const down = await eventually(() => employee.get('/api/toolStatuses').then((r) => r.body), (body) => body[toolId]?.status === 'down');
    expect(down[toolId].status).toBe('down');
    await eventually(() => ours(/hors service|停止/), (found) => found.length >= 2);
    // Several more failed checks: still one mail each.
    const before = local.state.requests;
    await eventually(async () => local.state.requests, (count) => count >= before + 4);
    const downMails = await ours(/hors service|停止/);
    expect(downMails.map((mail) => [mail.to[0], mail.subject]).sort()).toEqual([
      [`marc.manager@${domain}`, 'Payroll est hors service'],
      [`mei.manager@${domain}`, 'Payroll が停止しています'],
    ]);

    local.state.mode = 'up';
    await eventually(() => employee.get('/api/toolStatuses').then((r) => r.body), (body) => body[toolId]?.status === 'up');
    await eventually(() => ours(/de nouveau|復旧/), (found) => found.length >= 2);
    const settled = local.state.requests;
    await eventually(async () => local.state.requests, (count) => count >= settled + 3);
    expect((await ours(/de nouveau|復旧/)).map((mail) => mail.to[0]).sort()).toEqual([`marc.manager@${domain}`, `mei.manager@${domain}`]);
    expect(await ours(/hors service|停止/)).toHaveLength(2);
  });

  it('keeps the last 24 hours and 30 days on the tool page: uptime, response times and the incident', async () => {
    const history = (await manager.get(`/api/admin/tool-status/${toolId}`)).body;
    expect(history.day.checks).toBeGreaterThan(5);
    expect(history.day.uptimePercent).toBeGreaterThan(0);
    expect(history.day.uptimePercent).toBeLessThan(100);
    expect(history.day.samples.some((sample: { responseMs: number | null }) => (sample.responseMs ?? 0) > 200)).toBe(true);
    expect(history.month.checks).toBe(history.day.checks);
    expect(history.incidents).toEqual([expect.objectContaining({ reason: 'status', httpStatus: 500, endedAt: expect.any(String) })]);
  });

  it('shows on the tool page every check the worker wrote, and the hours their totals', async () => {
    const db = app.get<Connection>(getConnectionToken());
    const written = async () => (await db.collection('tool_status_samples').find({ tool_id: new Types.ObjectId(toolId) }).toArray()).flatMap((hour) => Object.values(hour.checks as Record<string, { at: Date; outcome: string; response_ms: number | null }>));
    // Checks keep running: compare a page read between two equal reads of what is stored.
    const [samples, history] = await eventually(
      async () => {
        const before = await written();
        const page = (await manager.get(`/api/admin/tool-status/${toolId}`)).body;
        return [(await written()).length === before.length ? before : [], page] as const;
      },
      ([stored, page]) => stored.length > 0 && page.day.checks === stored.length,
    );
    samples.sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(history.day.samples).toEqual(samples.map((sample) => ({ at: sample.at.toISOString(), up: sample.outcome === 'up', responseMs: sample.response_ms })));
    const up = samples.filter((sample) => sample.outcome === 'up');
    expect(history.day.uptimePercent).toBe(Math.round((up.length / samples.length) * 10_000) / 100);
    expect(history.month.checks).toBe(samples.length);
    const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();
    const lastHour = history.month.hours.at(-1);
    const upThisHour = up.filter((sample) => hourOf(sample.at) === lastHour.at && sample.response_ms !== null);
    expect(lastHour.averageMs).toBe(Math.round(upThisHour.reduce((sum, sample) => sum + sample.response_ms!, 0) / upThisHour.length));
  });

  it('prunes the hours past 48 hours and the days past 31 days, and keeps the page as it was', async () => {
    const db = app.get<Connection>(getConnectionToken());
    const pageBefore = (await manager.get(`/api/admin/tool-status/${toolId}`)).body.month.checks;
    const now = Date.now();
    const expiredHour = new Date(Math.floor((now - 48 * 3_600_000) / 3_600_000) * 3_600_000 - 3_600_000);
    const expiredDay = new Date(Math.floor((now - 31 * 86_400_000) / 86_400_000) * 86_400_000 - 86_400_000);
    const tool_id = new Types.ObjectId(toolId);
    const hourId = `${toolId}:${expiredHour.toISOString()}`;
    const dayId = `${toolId}:${expiredDay.toISOString().slice(0, 10)}`;
    // What the worker wrote then, as it writes it.
    await db.collection<{ _id: string; [field: string]: unknown }>('tool_status_samples').insertOne({ _id: hourId, tool_id, hour: expiredHour, checks: { s1: { at: expiredHour, slot: 1, outcome: 'up', response_ms: 10 } } });
    const incidents = { [String(Types.ObjectId.createFromTime(expiredDay.getTime() / 1000))]: { started_at: expiredDay, ended_at: expiredDay, reason: 'status', http_status: 500 } };
    await db.collection<{ _id: string; [field: string]: unknown }>('tool_status_days').insertOne({ _id: dayId, tool_id, day: expiredDay, hours: { '00': { w: { a: { checks: 1, up: 1, ms_sum: 10, ms_count: 1 } } } }, incidents });
    await app.get<Redis>(REDIS).del(`portal:${db.name}:tool-status:history-pruned`);
    expect(await worker.get(HistoryPruning).prune()).toBeGreaterThanOrEqual(2);
    expect(await db.collection<{ _id: string }>('tool_status_samples').countDocuments({ _id: hourId })).toBe(0);
    expect(await db.collection<{ _id: string }>('tool_status_days').countDocuments({ _id: dayId })).toBe(0);
    expect((await manager.get(`/api/admin/tool-status/${toolId}`)).body.month.checks).toBeGreaterThanOrEqual(pageBefore);
  });

  it('moves the incidents of the earlier collection into their days once, and drops the collections of earlier shapes', async () => {
    const db = app.get<Connection>(getConnectionToken());
    const incidentsBefore = (await manager.get(`/api/admin/tool-status/${toolId}`)).body.incidents;
    const startedAt = new Date(Date.now() - 2 * 86_400_000);
    const legacy = { _id: Types.ObjectId.createFromTime(startedAt.getTime() / 1000), tool_id: new Types.ObjectId(toolId), started_at: startedAt, ended_at: new Date(startedAt.getTime() + 60_000), reason: 'timeout', http_status: null };
    await db.collection('tool_status_incidents').insertOne(legacy);
    await db.collection('tool_status_hours').insertOne({ tool_id: legacy.tool_id, hour: startedAt, checks: 1 });
    const moved = { startedAt: startedAt.toISOString(), endedAt: legacy.ended_at.toISOString(), reason: 'timeout', httpStatus: null };
    for (let run = 0; run < 2; run++) {
      await worker.get(HistoryPruning).moveLegacy();
      const names = (await db.db!.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name);
      expect(names).not.toContain('tool_status_incidents');
      expect(names).not.toContain('tool_status_hours');
      expect((await manager.get(`/api/admin/tool-status/${toolId}`)).body.incidents).toEqual([...incidentsBefore, moved]);
    }
  });

  it('shows a declared maintenance with its message on the tile, and refuses one that has already ended', async () => {
    const ended = await manager.put(`/api/admin/tool-status/${toolId}/maintenance`, { message: 'Upgrade', until: new Date(Date.now() - 60_000).toISOString() });
    expect(ended.status).toBe(400);
    expect(ended.body.violations.until).toMatchObject({ code: 'STATUS_CHECK.MAINTENANCE_END_PASSED' });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await manager.put(`/api/admin/tool-status/${toolId}/maintenance`, { message: 'Upgrade to v12', until })).status).toBe(200);
    const statuses = (await employee.get('/api/toolStatuses')).body;
    expect(statuses[toolId]).toMatchObject({ status: 'maintenance', maintenance: { message: 'Upgrade to v12', until } });
    await manager.delete(`/api/admin/tool-status/${toolId}/maintenance`);
    expect((await employee.get('/api/toolStatuses')).body[toolId].status).toBe('up');
  });

  it("announces a declared maintenance to the tool's viewers alone, and ends the announcement with it", async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await manager.put(`/api/admin/tool-status/${privateToolId}/maintenance`, { message: 'Vault <b>moves</b> to v3', until })).status).toBe(200);
    const mine = async (client: ApiClient) => (await client.get('/api/announcements/mine?lang=en')).body as MyAnnouncements;
    const seen = await eventually(
      () => mine(employee),
      (found) => found.banners.some((banner) => banner.tools.includes(privateToolId)),
    );
    const banner = seen.banners.find((item) => item.tools.includes(privateToolId))!;
    expect(banner).toMatchObject({ kind: 'maintenance', title: 'Maintenance: Vault', body: '<p>Vault &#60;b&#62;moves&#60;/b&#62; to v3</p>', endsAt: until });
    expect(seen.maintenanceByTool[privateToolId]).toMatchObject({ announcementId: banner.id, title: 'Maintenance: Vault' });
    expect((await employee.get('/api/toolStatuses')).body[privateToolId]).toMatchObject({ status: 'maintenance' });

    // Someone who does not see the private tool learns nothing of it: no banner, no News, no tile.
    const other = await mine(outsider);
    expect(JSON.stringify(other)).not.toContain('Vault');
    expect(other.maintenanceByTool[privateToolId]).toBeUndefined();
    expect((await outsider.get('/api/toolStatuses')).body[privateToolId]).toBeUndefined();

    await manager.delete(`/api/admin/tool-status/${privateToolId}/maintenance`);
    const after = await eventually(
      () => mine(employee),
      (found) => !found.banners.some((item) => item.id === banner.id),
    );
    expect(after.banners.map((item) => item.id)).not.toContain(banner.id);
    expect(after.maintenanceByTool[privateToolId]).toBeUndefined();
    expect(after.news.find((item) => item.id === banner.id)).toMatchObject({ current: false });
  });

  it('stops checking once the check is turned off', async () => {
    expect((await manager.delete(`/api/admin/tool-status/${toolId}`)).status).toBe(200);
    expect((await employee.get('/api/toolStatuses')).body[toolId]).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 2));
    const after = local.state.requests;
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 3));
    expect(local.state.requests).toBe(after);
  });

  it('stops checking a deleted tool: its check, status and scheduler are removed', async () => {
    const saved = await manager.put(`/api/admin/tool-status/${privateToolId}`, { url: `${target}?vault`, intervalSeconds: 60 });
    expect(saved.status).toBe(200);
    await eventually(() => employee.get('/api/toolStatuses').then((r) => r.body), (body) => body[privateToolId]?.status === 'up');
    expect((await manager.put(`/api/deleteApps/${privateToolId}`, {})).status).toBe(200);
    const db = app.get<Connection>(getConnectionToken());
    expect(await eventually(() => db.collection('tool_status_checks').countDocuments({ _id: new Types.ObjectId(privateToolId) }), (count) => count === 0)).toBe(0);
    // Its history goes with it (the last flush of its samples may land after the check is removed).
    await worker.get(CheckWrites).flush();
    const history = async () => (await db.collection('tool_status_samples').countDocuments({ tool_id: new Types.ObjectId(privateToolId) })) + (await db.collection('tool_status_days').countDocuments({ tool_id: new Types.ObjectId(privateToolId) }));
    expect(await eventually(history, (count) => count === 0)).toBe(0);
    expect((await employee.get('/api/toolStatuses')).body[privateToolId]).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 2));
    const after = local.state.requests;
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 3));
    expect(local.state.requests).toBe(after);
  });
});
