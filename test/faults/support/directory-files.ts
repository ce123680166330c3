import type { ImportReport } from '../../../src/import/import-report';
import type { ApiClient } from '../../support/http-client';
import type { FaultStack } from './stack';

/** Every field the import compares, so the demo people already stored count as unchanged. */
export const COLUMNS = ['hermes_id', 'id_portal', 'firstname', 'lastname', 'fullname', 'title', 'email', 'mailDomain', 'company', 'division', 'rgpd_id', 'services'] as const;

/** One row of a directory file. */
export interface Person {
  hermes_id: string;
  id_portal: string;
  firstname: string;
  lastname: string;
  [field: string]: unknown;
}

const cell = (value: unknown) => `"${(Array.isArray(value) ? value.join('|') : String(value ?? '')).replace(/"/g, '""')}"`;
const line = (p: Person) => COLUMNS.map((column) => cell(p[column])).join(';');

/** Generated person number `n` (login `<prefix>.<n>`), named `lastname` or Last<n>. */
export function generatedPerson(n: number, lastname = `Last${n}`, prefix = 'fk'): Person {
  return { hermes_id: `H-${prefix.toUpperCase()}-${n}`, id_portal: `${prefix}.${n}`, firstname: `First${n % 211}`, lastname, email: `${prefix}.${n}@example.com` };
}

/** The people the stack's directory holds (live), as file rows: a file must list them to keep them. */
export async function livePeople(stack: FaultStack): Promise<Person[]> {
  const db = await stack.db();
  const projection = { _id: 0, ...Object.fromEntries(COLUMNS.map((column) => [column, 1])) };
  return (await db.collection('users').find({ deleted: { $ne: true } }, { projection }).toArray()) as unknown as Person[];
}

/** An administrator's import of these rows, as the back-office uploads it; answers the job's id. */
export async function uploadDirectory(admin: ApiClient, people: Person[]): Promise<string> {
  const csv = [COLUMNS.join(';'), ...people.map(line)].join('\n');
  const res = await admin.raw('put', `/api/config/import?date=${Date.now()}`).field('importTestMode', 'false').attach('usersFile', Buffer.from(csv), 'users.csv');
  if (res.status !== 200) throw new Error(`the import upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.jobId;
}

export async function importReport(admin: ApiClient, jobId: string): Promise<ImportReport> {
  const res = await admin.get(`/api/config/import/${jobId}`);
  if (res.status !== 200) throw new Error(`the import report answered ${res.status}`);
  return res.body;
}

/** Polls the import's report until it is in one of `states`. */
export async function importUntil(admin: ApiClient, jobId: string, states: string[], timeoutMs: number): Promise<ImportReport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await importReport(admin, jobId);
    if (states.includes(current.state)) return current;
    if (Date.now() > deadline) throw new Error(`import ${jobId} still ${current.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const IMPORT_DONE = ['completed', 'failed', 'awaiting_confirmation'];

/** One real sign-in (the whole OpenID Connect flow), timed. */
export async function timedSignIn(stack: FaultStack, loginId = 'emma.employee'): Promise<number> {
  const started = Date.now();
  await stack.signIn(loginId);
  return Date.now() - started;
}

export const percentile = (times: number[], p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
