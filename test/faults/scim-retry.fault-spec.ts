import { Types } from 'mongoose';
import { crashAt as crashAtStep, until } from './support/crash';
import { startStack, type FaultStack } from './support/stack';
import type { ApiClient } from '../support/http-client';
import { CORE_USER, givenApiToken, scimClient } from '../support/scim-client';

/**
 * Issue 34, "Bad input and faults": the api killed between two writes of a SCIM change, started again,
 * and the same request sent again as an identity provider retries it; or, for a change of a group's
 * members (answered before its people are written), finished by the worker's catch-up with no retry.
 * The end state is the one of the uninterrupted change, once: one person, every member in, the sessions
 * ended, one activity line.
 */
let stack: FaultStack;
let alice: ApiClient;
let idp: ReturnType<typeof scimClient>;

beforeAll(async () => {
  stack = await startStack('scim-retry', { seed: true, env: { OUTBOX_RELAY_GRACE_MS: '1500', OUTBOX_RELAY_BACKOFF_MS: '1000' } });
  alice = await stack.signIn('alice.admin');
  idp = scimClient(stack.baseUrl, (await givenApiToken(alice, 'Entra ID', ['scim'])).secret);
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

const crashAt = (step: string, call: () => Promise<unknown>) => crashAtStep(stack, step, call);

/** Once the outbox holds no SCIM event (each delivered, by the api or the worker's relay), the lines of `action` about `label`. */
async function linesOnceDelivered(action: string, label: string): Promise<number> {
  const db = await stack.db();
  expect(await until(async () => (await db.collection('outbox').countDocuments({ _id: { $regex: /^directory\.provisioned\./ } } as never)) === 0)).toBe(true);
  return db.collection('logs').countDocuments({ action: `directory.scim.${action}`, 'target.label': label });
}

const ivy = {
  schemas: [CORE_USER],
  userName: 'ivy.quillfeather@example.com',
  externalId: 'b1c2d3',
  name: { givenName: 'Ivy', familyName: 'Quillfeather' },
  displayName: 'Ivy Quillfeather',
  emails: [{ primary: true, type: 'work', value: 'ivy.quillfeather@example.com' }],
  active: true,
};

describe('SCIM writes finish when the identity provider retries after the api died between two writes', () => {
  let ivyId: string;

  it('a user creation killed after the insert: the retry answers 409, the person is there once, found by search, one line', async () => {
    await crashAt('scim.user-create.after-insert', () => idp.post('/Users', ivy));

    const retried = await idp.post('/Users', ivy);
    expect([201, 409]).toContain(retried.status);
    const found = await idp.get(`/Users?filter=${encodeURIComponent(`userName eq "${ivy.userName}"`)}`);
    expect(found.body.totalResults).toBe(1);
    ivyId = found.body.Resources[0].id;
    expect(found.body.Resources[0]).toMatchObject({ userName: ivy.userName, active: true, name: { familyName: 'Quillfeather' } });
    const searched = await alice.get('/api/getUsers/word/Quillfeather');
    expect(searched.body.map((person: { _id: string }) => person._id)).toEqual([ivyId]);
    expect(await linesOnceDelivered('user.created', 'Ivy Quillfeather')).toBe(1);
  }, 60_000);

  it('a PATCH adding 250 members answered, then the api killed between two batches: the worker\'s catch-up puts every member in, with no retry, one line', async () => {
    const group = await idp.post('/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Retry squad', members: [] });
    expect(group.status).toBe(201);
    const db = await stack.db();
    const people = await db.collection('users').find({ is_administrator: { $ne: true }, deleted: { $ne: true } }, { projection: { _id: 1 } }).limit(250).toArray();
    expect(people).toHaveLength(250);
    const add = { op: 'Add', path: 'members', value: people.map((person) => ({ value: String(person._id) })) };

    // The change is recorded before the answer; its people are written after it, where the api dies.
    let answered: number | undefined;
    await crashAt('scim.members.between-batches', async () => {
      answered = (await idp.patch(`/Groups/${group.body.id}`, add)).status;
    });
    expect(answered).toBe(204);
    const stored = await db.collection('services').findOne({ _id: Types.ObjectId.createFromHexString(group.body.id) });
    const inGroup = () => db.collection('users').countDocuments({ _id: { $in: people.map((person) => person._id) }, services: stored!.guid });
    expect(await inGroup()).toBeLessThan(250);
    // Read back at once from the recorded change, before any document is written.
    expect((await idp.get(`/Groups/${group.body.id}`)).body.members).toHaveLength(250);

    // Nobody retries: the worker's catch-up finishes the intent once the dead api's lock has expired.
    expect(await until(async () => (await inGroup()) === 250)).toBe(true);
    expect(await until(async () => (await db.collection('change_intents').countDocuments({ kind: 'directory.group-members' })) === 0)).toBe(true);
    expect((await idp.get(`/Groups/${group.body.id}`)).body.members).toHaveLength(250);
    expect(await linesOnceDelivered('group.members-changed', 'Retry squad')).toBe(1);
  }, 60_000);

  it('an active:false killed after the write: the retry ends the session, the person is disabled, one line', async () => {
    const session = await stack.signIn(ivy.userName);
    expect((await session.get('/api/getOneUser')).status).toBe(200);
    const deactivate = () => idp.patch(`/Users/${ivyId}`, { op: 'Replace', path: 'active', value: 'False' });

    await crashAt('scim.user-update.after-write', deactivate);

    const retried = await deactivate();
    expect(retried.status).toBe(200);
    expect(retried.body.active).toBe(false);
    expect((await session.get('/api/getOneUser')).status).toBe(401);
    expect((await (await stack.signIn(ivy.userName)).get('/api/getOneUser')).body.account_disabled).toBe(true);
    expect(await linesOnceDelivered('user.deactivated', 'Ivy Quillfeather')).toBe(1);
  }, 60_000);
});
