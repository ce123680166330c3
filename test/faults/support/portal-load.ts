import type { ApiClient } from '../../support/http-client';
import type { FaultStack } from './stack';
import { submitTool } from './catalogue';

/** One failed call of the load: what it was, and its status (0: no answer). */
export interface FailedCall {
  call: string;
  status: number;
  at: number;
  /** Whose call it was: an employee's user id, or the manager's or administrator's login. */
  person: string;
}

/** A person's pause between two rounds (wall, search, bookmarks). */
const THINK_MS = 500;

/** The api's environment under this load. */
export const LOAD_ENV = {
  // Far above a person's: the rate limits would answer 429.
  RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGN_INS_PER_MINUTE: '1000000',
  // Production's lock life (the stack shortens it for crash repairs): under this load a holder's writes take
  // seconds each, and a contender waits for it as long as the lock's life less its margin.
  RECORD_LOCK_TTL_MS: '10000',
};

/**
 * A working morning's calls through the load balancer, until stopped: `people` employees each loading
 * their wall, searching the directory and saving their bookmarks in turn, and a manager submitting tools
 * that an administrator accepts. Every answer is counted; what was acknowledged is kept to be checked
 * against the database afterwards (the last bookmarks each person saved, the tools submitted and accepted).
 */
export class PortalLoad {
  calls = 0;
  readonly failed: FailedCall[] = [];
  readonly bookmarks = new Map<string, string[]>();
  readonly submitted: string[] = [];
  readonly accepted: string[] = [];
  /** Titles whose submission or acceptance got no 2xx: it may or may not have been applied, so it is not checked. */
  readonly uncertain = new Set<string>();
  private running = false;
  private loops: Promise<void>[] = [];
  private clients = new Map<string, ApiClient>();

  constructor(
    private readonly stack: FaultStack,
    private readonly prefix: string,
  ) {}

  async start(people: number): Promise<void> {
    const db = await this.stack.db();
    const employees = await db
      .collection('users')
      .find({ id_portal: { $regex: /^[a-z]+\.[a-z]+$/ }, is_administrator: { $ne: true }, account_disabled: { $ne: true }, deleted: { $ne: true } }, { projection: { id_portal: 1, hermes_id: 1 } })
      .limit(people)
      .toArray();
    const tools = (await db.collection('apps').find({ users: 'all', is_published: true, deleted: { $ne: true } }, { projection: { _id: 1 } }).limit(6).toArray()).map((tool) => String(tool._id));
    const clients = await Promise.all(employees.map((person) => this.signIn(String(person.id_portal))));
    const [marc, alice] = await Promise.all([this.signIn('marc.manager'), this.signIn('alice.admin')]);
    this.clients = new Map([...clients.map((client, n): [string, ApiClient] => [String(employees[n]._id), client]), ['marc.manager', marc], ['alice.admin', alice]]);
    this.running = true;
    this.loops = [
      ...clients.map((client, n) => this.employee(client, String(employees[n]._id), String(employees[n].hermes_id), tools, n)),
      this.manager(marc),
      this.administrator(alice),
    ];
  }

  /**
   * Signs in as a person would: a sign-in answered "briefly unavailable" (503: the busy embedded database did
   * not take its write within the api's bound, as 20 sign-ins at once on a loaded machine can) is tried again.
   * The load's own calls are never retried: those are what the tests count.
   */
  private async signIn(loginId: string): Promise<ApiClient> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.stack.signIn(loginId);
      } catch (error) {
        if (attempt >= 5 || !/answered 503/.test((error as Error).message)) throw error;
        await new Promise((r) => setTimeout(r, 1_000 * attempt));
      }
    }
  }

  /** The people of the load whose session no longer holds (401): they have to sign in again. */
  async signedOut(): Promise<string[]> {
    const answers = await Promise.all([...this.clients].map(async ([person, client]) => [person, (await client.get('/api/getOneUser')).status] as const));
    return answers.filter(([, status]) => status === 401).map(([person]) => person);
  }

  /** Stops the load and waits for the calls in flight. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async employee(client: ApiClient, id: string, hermesId: string, tools: string[], n: number) {
    for (let turn = 0; this.running; turn++) {
      await this.call(id, 'wall', () => client.post(`/api/getApps/null/${hermesId}/10/100/true/true/false/false`, {}));
      await this.call(id, 'search', () => client.get(`/api/getUsers/word/${['mar', 'emm', 'ali', 'dup'][turn % 4]}`));
      const bookmarks = [tools[(n + turn) % tools.length], tools[(n + turn + 1) % tools.length]];
      // A save without an answer may or may not have been applied: the person's list is checked only after an acknowledged one.
      if (await this.call(id, 'bookmarks', () => client.put('/api/updateBookmarkedApps', { _id: id, bookmarks }))) this.bookmarks.set(id, bookmarks);
      else this.bookmarks.delete(id);
      // A person reads what they loaded before the next round: without it, 20 loops saturate the embedded database's single writer.
      await new Promise((r) => setTimeout(r, THINK_MS));
    }
  }

  private async manager(marc: ApiClient) {
    for (let n = 1; this.running; n++) {
      const title = `${this.prefix} ${String(n).padStart(3, '0')}`;
      const res = await this.call('marc.manager', 'submit', () => submitTool(this.stack, marc, title));
      if (res) this.submitted.push(title);
      else this.uncertain.add(title);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  private async administrator(alice: ApiClient) {
    const db = await this.stack.db();
    while (this.running) {
      const title = this.submitted.find((candidate) => !this.accepted.includes(candidate) && !this.uncertain.has(candidate));
      const tool = title ? await db.collection('apps').findOne({ 'title.en': title }, { projection: { _id: 1 } }) : null;
      const validation = tool ? await db.collection('validations').findOne({ app: tool._id, status: 'pending' }) : null;
      if (title && validation) {
        if (await this.call('alice.admin', 'accept', () => alice.put(`/api/app-validation/${String(validation._id)}/accept`, {}))) this.accepted.push(title);
        else this.uncertain.add(title);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  /** Makes one call; true when it was answered 2xx, else counts it failed. */
  private async call(person: string, name: string, send: () => PromiseLike<{ status: number }>): Promise<boolean> {
    this.calls++;
    const status = await send().then(
      (res) => res.status,
      () => 0,
    );
    if (status >= 200 && status < 300) return true;
    this.failed.push({ call: name, status, at: Date.now(), person });
    return false;
  }
}

/** The bookmarks each person's last acknowledged save left, compared with the database: the people whose list differs. */
export async function lostBookmarkWrites(stack: FaultStack, load: PortalLoad): Promise<string[]> {
  const db = await stack.db();
  const lost: string[] = [];
  for (const [id, bookmarks] of load.bookmarks) {
    const { ObjectId } = await import('mongodb');
    const user = await db.collection('users').findOne({ _id: new ObjectId(id) }, { projection: { bookmarks: 1 } });
    if (JSON.stringify((user?.bookmarks ?? []).map(String)) !== JSON.stringify(bookmarks)) lost.push(id);
  }
  return lost;
}
