import type { ImportReport } from '../../src/import/import-report';
import type { ApiClient } from '../support/http-client';
import { FaultStack, startStack } from './support/stack';

/**
 * Issue 18, row "Worker killed while importing": the worker is killed (SIGKILL) while it writes an
 * import, restarted, and BullMQ runs the stalled job again. The directory must end exactly as one
 * clean run of the same file leaves it (every row of the file live with its values, exactly the
 * absent people marked deleted, no duplicate), never half-applied, and the report must not show a
 * database's message. Sign-in is timed while the import writes.
 */
const GENERATED = Number(process.env.FAULT_IMPORT_PEOPLE ?? 2_000);
/** Under the deletion guard (min(500, 10 % of ~2,400)): no confirmation needed. */
const DROPPED = 100;
/** Every RENAME_EVERY-th kept person is renamed: updates are the import's slowest writes on FerretDB. */
const RENAME_EVERY = 20;
/** Every field the import compares, so the demo people already stored count as unchanged. */
const COLUMNS = ['hermes_id', 'id_portal', 'firstname', 'lastname', 'fullname', 'title', 'email', 'mailDomain', 'company', 'division', 'rgpd_id', 'services'] as const;
const HEADER = COLUMNS.join(';');

interface Person {
  hermes_id: string;
  id_portal: string;
  firstname: string;
  lastname: string;
  [field: string]: unknown;
}

const cell = (value: unknown) => `"${(Array.isArray(value) ? value.join('|') : String(value ?? '')).replace(/"/g, '""')}"`;
const line = (p: Person) => COLUMNS.map((column) => cell(p[column])).join(';');

describe('faults: the worker killed while importing', () => {
  let stack: FaultStack;
  let admin: ApiClient;
  let demo: Person[];
  /** People the demo company holds as deleted already: absent from every file, they stay deleted. */
  let deletedBefore: string[];

  beforeAll(async () => {
    stack = await startStack('import-kill', { seed: true });
    admin = await stack.signIn('alice.admin');
    const db = await stack.db();
    demo = await db
      .collection('users')
      .find({ deleted: { $ne: true } }, { projection: { _id: 0, ...Object.fromEntries(COLUMNS.map((column) => [column, 1])) } })
      .toArray() as unknown as Person[];
    deletedBefore = (await db.collection('users').find({ deleted: true }, { projection: { hermes_id: 1 } }).toArray()).map((u) => u.hermes_id as string);
  }, 300_000);
  afterAll(() => stack?.stop());

  const generated = (n: number, changed = false): Person => ({
    hermes_id: `H-FK-${n}`,
    id_portal: `fk.${n}`,
    firstname: `First${n % 211}`,
    lastname: changed && n % RENAME_EVERY === 0 ? `Moved${n}` : `Last${n}`,
    email: `fk.${n}@example.com`,
  });

  async function upload(people: Person[]): Promise<string> {
    const csv = [HEADER, ...people.map(line)].join('\n');
    const res = await admin.raw('put', `/api/config/import?date=${Date.now()}`).field('importTestMode', 'false').attach('usersFile', Buffer.from(csv), 'users.csv');
    expect(res.status).toBe(200);
    return res.body.jobId;
  }

  async function report(jobId: string): Promise<ImportReport> {
    const res = await admin.get(`/api/config/import/${jobId}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  async function until(jobId: string, states: string[], timeoutMs: number): Promise<ImportReport> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await report(jobId);
      if (states.includes(current.state)) return current;
      if (Date.now() > deadline) throw new Error(`import ${jobId} still ${current.state} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async function timedSignIn(): Promise<number> {
    const started = Date.now();
    await stack.signIn('emma.employee');
    return Date.now() - started;
  }

  it('Worker killed while importing: the re-run reaches exactly the state of a clean run of the same file, and sign-in keeps answering', async () => {
    // The directory before: the demo company and GENERATED more people.
    const first = await upload([...demo, ...Array.from({ length: GENERATED }, (_, n) => generated(n))]);
    expect(await until(first, ['completed', 'failed', 'awaiting_confirmation'], 240_000)).toMatchObject({ state: 'completed', users: { created: GENERATED } });

    // The file: every RENAME_EVERY-th generated person renamed, DROPPED of them gone, half as many new ones.
    const kept = Array.from({ length: GENERATED - DROPPED }, (_, n) => generated(n, true));
    const added = Array.from({ length: GENERATED / 2 }, (_, n) => generated(GENERATED + n));
    const file = [...demo, ...kept, ...added];
    const jobId = await upload(file);
    await until(jobId, ['writing'], 120_000);
    const signInMs = [await timedSignIn()];
    await new Promise((r) => setTimeout(r, 500));
    await stack.worker.kill();

    const db = await stack.db();
    const users = db.collection('users');
    const atKill = {
      added: await users.countDocuments({ hermes_id: { $in: added.map((p) => p.hermes_id) } }),
      renamed: await users.countDocuments({ lastname: /^Moved/ }),
    };
    const renames = kept.filter((p) => p.lastname.startsWith('Moved')).length;
    const deletedAtKill = (await users.countDocuments({ deleted: true })) - deletedBefore.length;
    console.log(`Worker killed mid-write: ${atKill.added} of ${added.length} new people, ${atKill.renamed} of ${renames} renames, ${deletedAtKill} of ${DROPPED} deletions written`);
    expect(atKill.added + atKill.renamed + deletedAtKill).toBeLessThan(added.length + renames + DROPPED);

    await stack.worker.start();
    // BullMQ finds the job stalled (its lock lapses) and runs it again on the restarted worker.
    const during = setInterval(() => void timedSignIn().then((ms) => signInMs.push(ms)).catch(() => undefined), 3_000);
    let final: ImportReport;
    try {
      final = await until(jobId, ['completed', 'failed', 'awaiting_confirmation'], 420_000);
    } finally {
      clearInterval(during);
    }
    console.log(`Re-run: ${JSON.stringify(final.users)}, resumed ${final.resumed}; sign-in during the import ${signInMs.join(', ')} ms`);
    expect(final).toMatchObject({ state: 'completed', resumed: true });
    expect(final.error).toBeUndefined();

    // Exactly a clean run's state: every row live with the file's values, exactly the dropped people deleted.
    const stored = await users.find({}, { projection: { _id: 0, hermes_id: 1, lastname: 1, deleted: 1 } }).toArray();
    const byKey = new Map(stored.map((u) => [u.hermes_id as string, u]));
    expect(byKey.size).toBe(stored.length);
    const dropped = [...deletedBefore, ...Array.from({ length: DROPPED }, (_, n) => `H-FK-${GENERATED - DROPPED + n}`)];
    const deleted = stored.filter((u) => u.deleted).map((u) => u.hermes_id as string);
    console.log(`Users marked deleted: ${deleted.length}, a clean run marks ${dropped.length}`);
    expect(deleted.sort()).toEqual(dropped.sort());
    const wrong = file.filter((p) => byKey.get(p.hermes_id)?.lastname !== p.lastname || byKey.get(p.hermes_id)?.deleted);
    expect(wrong).toEqual([]);

    // The search index follows (the re-run rebuilt it).
    const renamed = await admin.get(`/api/getUsers/word/moved${RENAME_EVERY}`);
    expect(renamed.body.map((p: { id_portal: string }) => p.id_portal)).toContain(`fk.${RENAME_EVERY}`);
    const gone = await admin.get(`/api/getUsers/word/last${GENERATED - 1}`);
    expect(gone.body).toEqual([]);
    // Sign-in never waits on the import's writes (it once took 38-50 s behind a busy database). The
    // issue's target is under 1 s at 100,000 people; the figure is printed above and in bench/import.
    expect(Math.max(...signInMs)).toBeLessThan(Number(process.env.FAULT_SIGN_IN_MAX_MS ?? 10_000));
  }, 600_000);
});
