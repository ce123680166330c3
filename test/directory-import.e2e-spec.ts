import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Server } from 'node:http';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, Model, Types } from 'mongoose';
import { DirectoryImportTarget } from '../src/directory/directory.public';
import { longRunning } from '../src/platform/database/database-timeouts';
import { Service } from '../src/directory/service.schema';
import { User } from '../src/directory/user.schema';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { IMPORT_QUEUE, type ImportJobData } from '../src/import/import-job';
import type { ImportReport } from '../src/import/import-report';
import { ImportFileStore } from '../src/import/files/import-file-store';
import { ImportProcessor } from '../src/import/import.processor';
import { NightlyImportScheduler } from '../src/import/nightly-import.scheduler';
import { Settings, SETTINGS_KEY } from '../src/settings/settings.schema';
import { Subsidiary } from '../src/subsidiaries/subsidiary.schema';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { clearMails, mails, waitForMail } from './support/mail-sink';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

const USERS_HEADER = 'hermes_id;id_portal;firstname;lastname;email;company;services';
const ALICE = 'H-alice.admin;alice.admin;alice;Tester;;;';
const SERVICES = ['objectguid,guid,title', 'OG-1,GRP-1,Sales Paris', 'OG-2,GRP-2,"IT, Lyon"', 'OG-3,GRP-3,Finance'].join('\n');

function usersCsv(...lines: string[]) {
  return [USERS_HEADER, ALICE, ...lines].join('\r\n');
}

describe('directory import: PUT config/import, the worker, GET config/import/:jobId', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let admin: ApiClient;
  let emma: ApiClient;
  let users: Model<User>;
  let services: Model<Service>;
  let tmp: string;
  let heldTwoRows: string;

  const put = (client: ApiClient, files: { users?: string | Buffer; services?: string | Buffer }, fields: Record<string, string> = {}) => {
    let req = client.raw('put', `/api/config/import?date=${Date.now()}`);
    for (const [name, value] of Object.entries({ importTestMode: 'false', ...fields })) req = req.field(name, value);
    if (files.users !== undefined) req = req.attach('usersFile', Buffer.from(files.users), 'users.csv');
    if (files.services !== undefined) req = req.attach('servicesFile', Buffer.from(files.services), 'services.csv');
    return req;
  };

  async function finished(jobId: string, timeoutMs = 25_000): Promise<ImportReport> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await admin.get(`/api/config/import/${jobId}`);
      expect(res.status).toBe(200);
      if (['completed', 'failed', 'awaiting_confirmation'].includes(res.body.state)) return res.body;
      if (Date.now() > deadline) throw new Error(`import still ${res.body.state}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function imported(files: Parameters<typeof put>[1], fields?: Record<string, string>, timeoutMs?: number) {
    const res = await put(admin, files, fields);
    expect(res.status).toBe(200);
    return finished(res.body.jobId, timeoutMs);
  }

  /** Confirms an import held by the deletion guard and follows the run it starts. */
  async function confirmed(held: ImportReport, timeoutMs?: number): Promise<ImportReport> {
    expect(held.state).toBe('awaiting_confirmation');
    const res = await admin.raw('post', `/api/config/import/${held.jobId}/confirm`);
    expect(res.status).toBe(200);
    expect(res.body.jobId).not.toBe(held.jobId);
    const report = await finished(res.body.jobId, timeoutMs);
    expect(report.confirms).toBe(held.jobId);
    return report;
  }

  const importFiles = () => app.get<Connection>(getConnectionToken()).collection('imports.files').countDocuments();
  /** A run removes its files once its report is saved: waits for it. */
  async function filesRemoved() {
    for (let tries = 0; tries < 300 && (await importFiles()) > 0; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(await importFiles()).toBe(0);
  }

  beforeAll(async () => {
    useDatabase('directory_import');
    tmp = mkdtempSync(join(tmpdir(), 'directory-import-'));
    // The nightly import reads only from this folder, files of at most 20 KB.
    process.env.IMPORT_NIGHTLY_DIR = join(tmp, 'nightly');
    process.env.IMPORT_NIGHTLY_MAX_MB = String(20 / 1024);
    mkdirSync(process.env.IMPORT_NIGHTLY_DIR);
    app = await createTestApp();
    worker = await createTestWorker();
    const server = app.getHttpServer() as Server;
    users = app.get(getModelToken(User.name));
    services = app.get(getModelToken(Service.name));
    const europe = await app.get<Model<Subsidiary>>(getModelToken(Subsidiary.name)).create({ name: 'Northwind Europe', companies: ['Northwind Traders'] });
    void europe;
    await app.get<Model<Settings>>(getModelToken(Settings.name)).create({ key: SETTINGS_KEY, notification_import_mails: ['it-ops@example.com', 'directory@example.com'] });
    await givenUsers(
      app,
      { id_portal: 'alice.admin', firstname: 'alice', lastname: 'Tester', is_administrator: true },
      { id_portal: 'emma.employee', firstname: 'Emma', lastname: 'Tester' },
      { id_portal: 'old.leaver', firstname: 'Olga', lastname: 'Leaver', bookmarks: [new Types.ObjectId()] },
    );
    await services.create({ objectguid: 'OG-OLD', guid: 'GRP-OLD', title: 'Closed team' });
    admin = await signIn(server, 'alice.admin');
    emma = await signIn(server, 'emma.employee');
    // Dropping the previous run's 20,000 people takes long on a busy machine.
  }, 120_000);
  afterAll(async () => {
    delete process.env.IMPORT_NIGHTLY_DIR;
    delete process.env.IMPORT_NIGHTLY_MAX_MB;
    rmSync(tmp, { recursive: true, force: true });
    await worker.close();
    await app.close();
  }, 60_000);
  beforeEach(() => clearMails());

  it('is for administrators: others get 403 and nothing is stored', async () => {
    const res = await put(emma, { users: usersCsv(), services: SERVICES });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('permission_denied');
    expect((await emma.get('/api/config/import/import-x')).status).toBe(403);
    expect(await importFiles()).toBe(0);
  });

  it('holds a 2-row users file that would mark the rest of the directory deleted: nothing written, the counts shown', async () => {
    const held = await imported({ users: usersCsv('H-NEW-1;nadia.newhire;Nadia;Newhire;nadia@example.com;Northwind Traders;GRP-3') });
    expect(held).toMatchObject({
      state: 'awaiting_confirmation',
      users: { read: 2, created: 1, unchanged: 1, deleted: 2 },
      guard: { users: { deletions: 2, directorySize: 3, threshold: 0, exceeded: true } },
    });
    expect(held.error).toBeUndefined();
    expect(await users.countDocuments({ hermes_id: 'H-NEW-1' })).toBe(0);
    expect(await users.countDocuments({ deleted: true })).toBe(0);
    // An upload waits on the page: no mail.
    expect(await mails()).toHaveLength(0);
    heldTwoRows = held.jobId;
  });

  it('creates, updates and marks absent entries deleted once an administrator confirms, keeping their data; search and the activity log follow', async () => {
    const res = await put(admin, {
      users: usersCsv('H-emma.employee;emma.employee;Emma;Martin;emma@example.com;;GRP-1|GRP-2', 'H-NEW-1;nadia.newhire;Nadia;Newhire;nadia@example.com;Northwind Traders;GRP-3'),
      services: SERVICES,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jobId: expect.stringMatching(/^import-/), report: { state: 'queued', testMode: false, files: ['users', 'services'] } });
    const held = await finished(res.body.jobId);
    expect(held).toMatchObject({ state: 'awaiting_confirmation', users: { deleted: 1 }, services: { deleted: 1 }, guard: { users: { exceeded: true }, services: { exceeded: true } } });
    expect(await users.countDocuments({ hermes_id: 'H-NEW-1' })).toBe(0);
    // This import replaced the 2-row one, which can no longer be confirmed.
    const stale = await admin.raw('post', `/api/config/import/${heldTwoRows}/confirm`);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('IMPORT.NOT_AWAITING_CONFIRMATION');
    expect((await emma.raw('post', `/api/config/import/${held.jobId}/confirm`)).status).toBe(403);

    const report = await confirmed(held);
    expect(report).toMatchObject({
      state: 'completed',
      users: { read: 3, created: 1, updated: 1, unchanged: 1, deleted: 1, rejected: 0 },
      services: { read: 3, created: 3, updated: 0, deleted: 1, rejected: 0 },
      rejections: [],
    });

    const nadia = await users.findOne({ hermes_id: 'H-NEW-1' }).lean();
    expect(nadia).toMatchObject({ id_portal: 'nadia.newhire', fullname: 'Nadia Newhire', mailDomain: 'example.com', services: ['GRP-3'], deleted: false, has_default_bookmarks: true });
    expect(nadia!.search_names).toEqual(['nadia', 'newhire']);
    expect(nadia!.subsidiary?.name).toBe('Northwind Europe');
    expect(await users.findOne({ id_portal: 'emma.employee' }).lean()).toMatchObject({ lastname: 'Martin', fullname: 'Emma Martin', services: ['GRP-1', 'GRP-2'] });
    const leaver = await users.findOne({ id_portal: 'old.leaver' }).lean();
    expect(leaver).toMatchObject({ deleted: true, firstname: 'Olga' });
    expect(leaver!.bookmarks).toHaveLength(1);
    expect(await services.findOne({ objectguid: 'OG-OLD' }).lean()).toMatchObject({ deleted: true, title: 'Closed team' });
    expect(await services.findOne({ objectguid: 'OG-2' }).lean()).toMatchObject({ guid: 'GRP-2', title: 'IT, Lyon', search_names: ['it', 'lyon'] });

    const search = await admin.get('/api/getUsers/word/nadia');
    expect(search.body.map((u: { id_portal: string }) => u.id_portal)).toEqual(['nadia.newhire']);
    // The index follows each written batch: the renamed, the leaver (in the table only, flagged), the groups.
    expect((await admin.get('/api/getUsers/word/emma martin')).body.map((u: { id_portal: string }) => u.id_portal)).toEqual(['emma.employee']);
    expect((await admin.get('/api/getUsers/word/olga')).body).toEqual([]);
    const table = await admin.get('/api/getUsers/paginate/50/true/1/true/lastname/?q=olga');
    expect(table.body.data.map((u: { id_portal: string; deleted: boolean }) => [u.id_portal, u.deleted])).toEqual([['old.leaver', true]]);
    expect((await admin.get('/api/getUsers/paginate/50/true/1/true/lastname/?q=nadia')).body.data[0].subsidiary.name).toBe('Northwind Europe');
    expect((await admin.get('/api/getServices/word/lyon')).body.map((g: { guid: string }) => g.guid)).toEqual(['GRP-2']);
    expect((await admin.get('/api/getServices/word/closed')).body).toEqual([]);
    // The worker records the import after the job's report: wait for its line.
    const logCollection = app.get<Connection>(getConnectionToken()).collection('logs');
    let logs = await logCollection.find({ action: 'directory.imported' }).toArray();
    for (let tries = 0; tries < 100 && !logs.length; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      logs = await logCollection.find({ action: 'directory.imported' }).toArray();
    }
    expect(logs).toHaveLength(1);
    expect(logs[0].message).toContain('users 1 created, 1 updated, 1 marked deleted');
    expect(await importFiles()).toBe(0);
    // One confirmation runs it once.
    const again = await admin.raw('post', `/api/config/import/${held.jobId}/confirm`);
    expect(again.status).toBe(409);
  });

  it('imports the same files again without writing anything', async () => {
    const before = await users.findOne({ hermes_id: 'H-NEW-1' }).lean();
    const report = await imported({
      users: usersCsv('H-emma.employee;emma.employee;Emma;Martin;emma@example.com;;GRP-1|GRP-2', 'H-NEW-1;nadia.newhire;Nadia;Newhire;nadia@example.com;Northwind Traders;GRP-3'),
      services: SERVICES,
    });
    expect(report.users).toMatchObject({ created: 0, updated: 0, unchanged: 3, deleted: 0 });
    expect(report.services).toMatchObject({ created: 0, updated: 0, unchanged: 3, deleted: 0 });
    expect((await users.findOne({ hermes_id: 'H-NEW-1' }).lean())!.updated_time).toEqual(before!.updated_time);
  });

  it('compares a re-import with the directory as the app last wrote it: a subsidiary an administrator changed since is set back from the file, the rest stays unchanged', async () => {
    const nadia = await users.findOne({ hermes_id: 'H-NEW-1' }).lean();
    expect((await admin.put('/api/updateUserById', { _id: String(nadia!._id), subsidiary: null })).status).toBe(200);
    expect((await users.findById(nadia!._id).lean())!.subsidiary).toBeNull();
    // The import reads what it compares from the search index, which followed the administrator's change.
    const entries = await worker.get(DirectoryImportTarget).personEntries();
    expect(entries?.find((entry) => entry.hermes_id === 'H-NEW-1')).toMatchObject({ _id: String(nadia!._id), id_portal: 'nadia.newhire', subsidiaryId: null, deleted: false });
    expect(entries).toHaveLength(await users.countDocuments());
    const report = await imported({
      users: usersCsv('H-emma.employee;emma.employee;Emma;Martin;emma@example.com;;GRP-1|GRP-2', 'H-NEW-1;nadia.newhire;Nadia;Newhire;nadia@example.com;Northwind Traders;GRP-3'),
      services: SERVICES,
    });
    expect(report.users).toMatchObject({ created: 0, updated: 1, unchanged: 2, deleted: 0 });
    expect((await users.findById(nadia!._id).lean())!.subsidiary?.name).toBe('Northwind Europe');
  });

  it('keeps the report of an ended run when BullMQ hands the job out again (a lock lost under load)', async () => {
    const report = await imported({ users: usersCsv('H-emma.employee;emma.employee;Emma;Martin;emma@example.com;;GRP-1|GRP-2', 'H-NEW-1;nadia.newhire;Nadia;Newhire;nadia@example.com;Northwind Traders;GRP-3'), services: SERVICES });
    expect(report.state).toBe('completed');
    const job = await worker.get<Queue<ImportJobData, ImportReport>>(getQueueToken(IMPORT_QUEUE)).getJob(report.jobId);
    await clearMails();
    // Its files were removed when it ended: a second run would fail to read them and report a failure.
    const again = await worker.get(ImportProcessor).process(job!);
    expect(again).toMatchObject({ state: 'completed', users: report.users });
    expect((await admin.get(`/api/config/import/${report.jobId}`)).body.state).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mails()).toEqual([]);
  });

  it('accepts a new upload as soon as the previous import shows completed, while its run still removes its files', async () => {
    // The run's last steps after its report is saved (removing its files, then releasing the lock) are
    // held here, so the upload below lands in that moment whatever the machine's speed.
    const store = worker.get(ImportFileStore);
    const remove = store.remove.bind(store);
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const removing = jest.spyOn(store, 'remove').mockImplementationOnce(async (files) => {
      await held;
      return remove(files);
    });
    // Test mode: the runs write nothing, whatever this file's other tests left in the directory.
    const upload = () => put(admin, { users: usersCsv(), services: SERVICES }, { importTestMode: 'true' });
    try {
      const first = await upload();
      expect(first.status).toBe(200);
      expect((await finished(first.body.jobId)).state).toBe('completed');
      expect(removing).toHaveBeenCalled();
      const next = await upload();
      expect(next.status).toBe(200);
      letGo();
      expect((await finished(next.body.jobId)).state).toBe('completed');
    } finally {
      letGo();
      removing.mockRestore();
    }
    await filesRemoved();
  });

  describe('test mode', () => {
    it('computes the report and writes nothing', async () => {
      const report = await imported(
        {
          users: usersCsv('H-TEST-1;tina.test;Tina;Test;;;', ...Array.from({ length: 10 }, (_, n) => `H-T-${n};t.${n};T;T${n};;;`), 'H-emma.employee;emma.employee;Emma;Changed;;;', 'bad;row'),
          services: SERVICES,
        },
        { importTestMode: 'true' },
      );
      expect(report).toMatchObject({ state: 'completed', testMode: true });
      expect(report.users).toMatchObject({ read: 14, created: 11, updated: 1, unchanged: 1, deleted: 1, rejected: 1 });
      expect(report.rejections).toEqual([{ file: 'users', line: 15, reason: 'the row has 2 fields, the header has 7' }]);
      expect(await users.countDocuments({ hermes_id: 'H-TEST-1' })).toBe(0);
      expect((await users.findOne({ id_portal: 'emma.employee' }).lean())!.lastname).toBe('Martin');
      expect((await users.findOne({ hermes_id: 'H-NEW-1' }).lean())!.deleted).toBe(false);
      const stored = await app.get<Model<Settings>>(getModelToken(Settings.name)).findOne({ key: SETTINGS_KEY }).lean();
      expect(stored!.importTestMode).toBe(true);
    });

    it('is refused unless both files are given, and keeps no file', async () => {
      const res = await put(admin, { users: usersCsv() }, { importTestMode: 'true' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('IMPORT.TEST_MODE_NEEDS_BOTH_FILES');
      expect(await importFiles()).toBe(0);
    });
  });

  describe('a file with errors', () => {
    it('that cannot be parsed: nothing is written, and the notification addresses get a mail', async () => {
      const report = await imported({ users: usersCsv('H-BAD-1;"unclosed;Bad;Quote;;;'), services: `${SERVICES}\nOG-9,GRP-9,New team` });
      expect(report).toMatchObject({ state: 'failed', error: { code: 'IMPORT.UNPARSEABLE', written: false } });
      expect(report.error!.message).toContain('The users file cannot be read');
      expect(await services.countDocuments({ objectguid: 'OG-9' })).toBe(0);
      expect(await users.countDocuments({ hermes_id: 'H-BAD-1' })).toBe(0);
      const mail = await waitForMail((m) => m.subject === 'Directory import failed');
      expect(mail.to.sort()).toEqual(['directory@example.com', 'it-ops@example.com']);
      expect(mail.text).toContain('Nothing was written to the directory.');
      expect(mail.text).toContain('/admin/import-config');
    });

    it('rejecting more than the allowed share of rows: nothing is written, a mail lists the rows', async () => {
      const lines = Array.from({ length: 8 }, (_, n) => `H-OK-${n};ok.${n};Ok;Person${n};;;`);
      const report = await imported({ users: usersCsv(...lines, 'H-X1;;No;Login;;;', 'H-X2;x2;Bad;Mail;not-mail;;') });
      expect(report).toMatchObject({ state: 'failed', error: { code: 'IMPORT.TOO_MANY_REJECTED', written: false }, users: { read: 11, rejected: 2 } });
      expect(await users.countDocuments({ hermes_id: /^H-OK-/ })).toBe(0);
      const mail = await waitForMail((m) => m.subject === 'Directory import failed');
      expect(mail.text).toContain('users file, line 11: id_portal is empty');
      expect(mail.text).toContain('users file, line 12: email "not-mail" is not an address');
    });

    it('rejecting a share under the threshold: good rows are written, bad ones listed with their line', async () => {
      const lines = Array.from({ length: 18 }, (_, n) => `H-OK-${n};ok.${n};Ok;Person${n};;;`);
      const held = await imported({ users: usersCsv('H-NEW-1;nadia.newhire;Nadia;Newhire;nadia@example.com;Northwind Traders;GRP-3', ...lines, 'H-OK-3;dup.login;Dup;Key;;;') });
      // emma's deletion is over the guard of a 3-person directory.
      const report = await confirmed(held);
      expect(report).toMatchObject({ state: 'completed', users: { read: 21, created: 18, rejected: 1 } });
      expect(report.rejections).toEqual([{ file: 'users', line: 22, reason: 'hermes_id H-OK-3 is already on line 7', key: 'H-OK-3' }]);
      expect(await users.countDocuments({ hermes_id: /^H-OK-/ })).toBe(18);
      // emma was not in this file: marked deleted.
      expect((await users.findOne({ id_portal: 'emma.employee' }).lean())!.deleted).toBe(true);
      expect(await mails()).toHaveLength(0);
    });
  });

  it('runs the nightly import from files of its folder (JSON accepted); over the guard it stops and mails, and runs once confirmed', async () => {
    const scheduler = worker.get(NightlyImportScheduler);
    const folder = process.env.IMPORT_NIGHTLY_DIR!;
    await app.get<Model<Settings>>(getModelToken(Settings.name)).updateOne({ key: SETTINGS_KEY }, { $set: { importTestMode: false }, $unset: { importusersFilepath: '', importservicesFilepath: '' } });
    expect(await scheduler.run()).toBeNull();

    // Paths outside the nightly folder are refused when saved.
    const outside = await put(admin, {}, { importusersFilepath: join(process.cwd(), 'docs/import-examples/users.csv') });
    expect(outside.status).toBe(400);
    expect(outside.body.error.code).toBe('IMPORT.PATH_OUTSIDE_FOLDER');

    const people = JSON.parse(readFileSync('docs/import-examples/users.json', 'utf8'));
    // emma.employee's login still belongs to the (deleted) person of the first import.
    people[0].id_portal = 'emma.martin';
    people.push({ hermes_id: 'H-alice.admin', id_portal: 'alice.admin', firstname: 'alice', lastname: 'Tester' });
    writeFileSync(join(folder, 'users.json'), JSON.stringify(people));
    copyFileSync('docs/import-examples/services.csv', join(folder, 'services.csv'));
    const saved = await put(admin, {}, { importusersFilepath: join(folder, 'users.json'), importservicesFilepath: join(folder, 'services.csv') });
    expect(saved.body).toEqual({ jobId: null, report: null, settings: { importTestMode: false, importusersFilepath: join(folder, 'users.json'), importservicesFilepath: join(folder, 'services.csv') } });

    const started = await scheduler.run();
    const held = await finished(started!.jobId);
    expect(held).toMatchObject({ state: 'awaiting_confirmation', source: 'nightly', users: { read: 3, created: 2, unchanged: 1, deleted: 19 }, guard: { users: { deletions: 19, exceeded: true } } });
    expect(await users.countDocuments({ hermes_id: 'H-000104' })).toBe(0);
    const mail = await waitForMail((m) => m.subject === 'Directory import waiting for confirmation');
    expect(mail.to.sort()).toEqual(['directory@example.com', 'it-ops@example.com']);
    expect(mail.text).toMatch(/users: 19 of the \d+ people of the directory would be marked deleted/);
    expect(mail.text).toContain(`/admin/import-config?job=${held.jobId}`);
    expect(mail.text).toContain('Nothing was written to the directory.');

    const report = await confirmed(held);
    expect(report).toMatchObject({ state: 'completed', source: 'nightly', users: { read: 3, created: 2, unchanged: 1, deleted: 19, rejected: 0 }, services: { read: 4, created: 4, deleted: 3 } });
    expect(await users.findOne({ hermes_id: 'H-000104' }).lean()).toMatchObject({ fullname: '佐藤 健二', language: 'ja', services: ['GRP-RD-TOKYO'] });
    expect((await users.findOne({ hermes_id: 'H-000101' }).lean())!.rgpd_id).toBe('RGPD-000101');
    expect(await importFiles()).toBe(0);
  });

  it('refuses a nightly file outside its folder (a link out of it) or over its size cap, and mails why', async () => {
    const scheduler = worker.get(NightlyImportScheduler);
    const folder = process.env.IMPORT_NIGHTLY_DIR!;
    const settings = app.get<Model<Settings>>(getModelToken(Settings.name));
    writeFileSync(join(tmp, 'elsewhere.csv'), SERVICES);
    symlinkSync(join(tmp, 'elsewhere.csv'), join(folder, 'link.csv'));
    await settings.updateOne({ key: SETTINGS_KEY }, { $set: { importservicesFilepath: join(folder, 'link.csv') }, $unset: { importusersFilepath: '' } });
    const linked = await scheduler.run();
    expect(linked).toMatchObject({ state: 'failed', error: { code: 'IMPORT.NIGHTLY_FILE_REFUSED', written: false } });
    expect(linked!.error!.message).toContain('outside the nightly import folder');
    await waitForMail((m) => m.subject === 'Directory import failed' && m.text.includes('outside the nightly import folder'));

    writeFileSync(join(folder, 'big.csv'), `${SERVICES}\n${Array.from({ length: 1000 }, (_, n) => `OG-B${n},GRP-B${n},Big team ${n}`).join('\n')}`);
    await settings.updateOne({ key: SETTINGS_KEY }, { $set: { importservicesFilepath: join(folder, 'big.csv') } });
    const big = await scheduler.run();
    expect(big!.error!.message).toContain('larger than');
    expect(await services.countDocuments({ objectguid: 'OG-B1' })).toBe(0);
    expect(await importFiles()).toBe(0);
    await settings.updateOne({ key: SETTINGS_KEY }, { $unset: { importservicesFilepath: '' } });
  });

  it('streams a huge file (20,000 people), refusing a second import while it runs', async () => {
    const lines = Array.from({ length: 20_000 }, (_, n) => `H-BIG-${n};big.${n};Firstname${n % 997};Lastname${n};big.${n}@example.com;Northwind Traders;GRP-${n % 3 + 1}|GRP-ALL-STAFF`);
    const kept = ['H-000101;emma.martin;Emma;Martin;emma.martin@example.com;Northwind Traders;GRP-FIN-PARIS|GRP-ALL-STAFF', 'H-000104;kenji.sato;健二;佐藤;kenji.sato@example.com;Northwind Japan;GRP-RD-TOKYO'];
    const first = await put(admin, { users: usersCsv(...kept, ...lines) });
    expect(first.status).toBe(200);
    const second = await put(admin, { services: SERVICES });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('IMPORT.ALREADY_RUNNING');

    const report = await finished(first.body.jobId, 280_000);
    expect(report).toMatchObject({ state: 'completed', users: { read: 20_003, created: 20_000, deleted: 0, rejected: 0 } });
    // Waited for, so the scan below does not meet the run's deletes.
    await filesRemoved();
    // A scan of 20,000 people: longer than the platform's 20 s per-query limit on a busy FerretDB.
    // The client waits as long (the driver's socket timeout is the platform's round trip, 25 s).
    expect(await users.countDocuments({ hermes_id: /^H-BIG-/, deleted: false }).setOptions(longRunning(120_000))).toBe(20_000);
    // Once it is over, the next import is accepted.
    const next = await put(admin, { services: SERVICES });
    expect(next.status).toBe(200);
    await finished(next.body.jobId);
  }, 300_000);

  it('answers 404 for an unknown import', async () => {
    expect((await admin.get('/api/config/import/import-unknown')).status).toBe(404);
  });
});
