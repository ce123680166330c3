import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { parse } from 'csv-parse/sync';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const DENIED = { error: { message: 'permission_denied', code: 'permission_denied' } };
const FORMULA = '=cmd|"/c calc"!A1';
const MINUTE = 60_000;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const csvLines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
type Line = { id: string; message: string; created_time: string; user: { fullname: string } | null };

describe('activity log: GET logs/all, /api/admin/logs and its CSV export', () => {
  let app: NestExpressApplication;
  let logs: Model<ActivityLog>;
  let admin: ApiClient;
  let sophie: ApiClient;
  let emma: ApiClient;
  let aliceId: Types.ObjectId;
  const start = Date.now() - 1000 * MINUTE;

  beforeAll(async () => {
    useDatabase('activity_log');
    app = await createTestApp();
    logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
    const [alice] = await givenUsers(
      app,
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Martin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true },
      { id_portal: 'emma.employee' },
    );
    aliceId = alice._id;
    // 120 lines, one a minute: "line 0" is the oldest, "line 119" the newest; inserted out of order.
    const lines = Array.from({ length: 120 }, (_, n) => ({
      action: n % 2 ? 'tools.tool.edited' : 'defaults.default_tool.moved',
      message: n === 7 ? `Alice Martin edited the tool "${FORMULA}"` : `line ${n}; by Alice`,
      user: { _id: aliceId, fullname: 'Alice Martin' },
      target: { kind: 'tool', id: String(n), label: n === 7 ? FORMULA : `tool ${n}` },
      created_time: new Date(start + n * MINUTE),
    }));
    // Insert in batches of 30 (FerretDB's per-command statement limit) and in a shuffled order.
    const shuffled = [...lines].sort((a, b) => ((a.created_time.getTime() * 7919) % 127) - ((b.created_time.getTime() * 7919) % 127));
    for (let i = 0; i < shuffled.length; i += 30) await logs.collection.insertMany(shuffled.slice(i, i + 30));
    [admin, sophie, emma] = await Promise.all(['alice.admin', 'sophie.subadmin', 'emma.employee'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(() => app.close());

  describe('GET logs/all', () => {
    it('answers 50 lines a page, newest first, with the total', async () => {
      const first = await admin.get('/api/logs/all');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(50);
      expect(first.body[0]).toEqual({
        _id: expect.any(String),
        id: first.body[0]._id,
        created_time: new Date(start + 119 * MINUTE).toISOString(),
        message: 'line 119; by Alice',
        action: 'tools.tool.edited',
        user: { _id: String(aliceId), fullname: 'Alice Martin' },
        target: { kind: 'tool', id: '119', label: 'tool 119' },
      });
      expect(first.body[49].message).toBe('line 70; by Alice');
      expect(first.headers['content-range']).toBe('logs 0-49/120');
      expect(first.headers['x-total-count']).toBe('120');
      const third = await admin.get('/api/logs/all?page=3');
      expect(third.body.map((line: Line) => line.message)).toEqual(Array.from({ length: 20 }, (_, i) => (19 - i === 7 ? expect.any(String) : `line ${19 - i}; by Alice`)));
      expect((await admin.get('/api/logs/all?page=9')).body).toEqual([]);
    });

    it('refuses a malformed page with 400', async () => {
      for (const page of ['0', '-1', 'abc', '1e3']) {
        const res = await admin.get(`/api/logs/all?page=${page}`);
        expect({ page, status: res.status, code: res.body.error?.code }).toEqual({ page, status: 400, code: 'LOGS.INVALID_LIST_PARAMETER' });
      }
    });

    it('is for administrators: sub-administrators and employees get permission_denied', async () => {
      for (const client of [sophie, emma]) {
        for (const path of ['/api/logs/all', '/api/admin/logs', '/api/admin/logs/export']) {
          const res = await client.get(path);
          expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: DENIED });
        }
      }
    });
  });

  describe('GET /api/admin/logs', () => {
    it('lists newest first by default with Content-Range, and oldest first when asked', async () => {
      const res = await admin.get(`/api/admin/logs?range=${q([0, 2])}`);
      expect(res.headers['content-range']).toBe('logs 0-2/120');
      expect(res.body.map((line: Line) => line.message)).toEqual(['line 119; by Alice', 'line 118; by Alice', 'line 117; by Alice']);
      const oldest = await admin.get(`/api/admin/logs?range=${q([0, 1])}&sort=${q(['created_time', 'ASC'])}`);
      expect(oldest.body.map((line: Line) => line.message)).toEqual(['line 0; by Alice', 'line 1; by Alice']);
    });

    it('answers 50 lines without a range and at most 100 with one', async () => {
      expect((await admin.get('/api/admin/logs')).body).toHaveLength(50);
      const wide = await admin.get(`/api/admin/logs?range=${q([0, 999])}`);
      expect(wide.body).toHaveLength(100);
      expect(wide.headers['content-range']).toBe('logs 0-99/120');
    });

    it('filters by message text (regex characters literal), by action prefix and by user', async () => {
      const text = await admin.get(`/api/admin/logs?filter=${q({ q: 'LINE 11' })}`);
      expect(text.body.map((line: Line) => line.message)).toEqual(['line 119; by Alice', 'line 118; by Alice', 'line 117; by Alice', 'line 116; by Alice', 'line 115; by Alice', 'line 114; by Alice', 'line 113; by Alice', 'line 112; by Alice', 'line 111; by Alice', 'line 110; by Alice', 'line 11; by Alice']);
      expect((await admin.get(`/api/admin/logs?filter=${q({ q: 'line .*' })}`)).headers['content-range']).toBe('logs */0');
      expect((await admin.get(`/api/admin/logs?filter=${q({ action: 'defaults.' })}`)).headers['content-range']).toBe('logs 0-49/60');
      expect((await admin.get(`/api/admin/logs?filter=${q({ user: String(aliceId) })}`)).headers['content-range']).toBe('logs 0-49/120');
    });

    it('answers one line by id; 404 for unknown ids, 400 for malformed ones', async () => {
      const [newest] = (await admin.get(`/api/admin/logs?range=${q([0, 0])}`)).body;
      expect((await admin.get(`/api/admin/logs/${newest.id}`)).body).toEqual(newest);
      expect((await admin.get('/api/admin/logs/64b000000000000000000009')).status).toBe(404);
      expect((await admin.get('/api/admin/logs/not-an-id')).status).toBe(400);
    });

    it.each([
      ['sort', `sort=${q(['message', 'ASC'])}`],
      ['range', `range=${q([3, 1])}`],
      ['filter', 'filter=%7B'],
      ['filter.user', `filter=${q({ user: 'nope' })}`],
    ])('refuses a malformed %s with 400 naming it', async (parameter, query) => {
      const res = await admin.get(`/api/admin/logs?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('LOGS.INVALID_LIST_PARAMETER');
      expect(res.body.errors).toHaveProperty([parameter]);
    });
  });

  describe('GET /api/admin/logs/export', () => {
    it('exports every matching line as a semicolon CSV with a timestamped name and neutralised formulas', async () => {
      const res = await admin.get('/api/admin/logs/export');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="logs-\d{8}-\d{6}\.csv"$/);
      expect(res.text.startsWith('\uFEFF')).toBe(true);
      const lines = csvLines(res.text);
      expect(lines).toHaveLength(121);
      expect(lines[0]).toBe('created;user;action;message;about');
      expect(lines[1]).toBe(`${new Date(start + 119 * MINUTE).toISOString()};Alice Martin;tools.tool.edited;"line 119; by Alice";tool: tool 119`);
      const rows: string[][] = parse(res.text, { delimiter: ';', bom: true });
      expect(rows[0]).toEqual(['created', 'user', 'action', 'message', 'about']);
      expect(rows.find((row) => row[4] === `tool: ${FORMULA}`)?.[3]).toBe(`Alice Martin edited the tool "${FORMULA}"`);
    });

    it('neutralises every cell that would start a formula, and exports the filter only', async () => {
      await logs.create({ action: FORMULA, message: FORMULA, user: null, target: null });
      const res = await admin.get(`/api/admin/logs/export?filter=${q({ q: 'cmd|' })}`);
      const rows: string[][] = parse(res.text, { delimiter: ';', bom: true });
      expect(rows).toHaveLength(3);
      expect(rows[1].slice(1, 4)).toEqual(['', `'${FORMULA}`, `'${FORMULA}`]);
      expect(rows.flat().every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
    });
  });
});
