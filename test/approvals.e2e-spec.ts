import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LIMITS } from '../src/contracts';
import { Validation } from '../src/approvals/validation.schema';
import { Tool } from '../src/tools/tool.schema';
import { givenTool } from './support/catalogue-fixtures';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { givenCategory } from './support/wall-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { clearMails, waitForMail } from './support/mail-sink';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

type Card = { title: Record<string, string> };

describe('the approval workflow: app-validation/* and config/validation_service', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let tools: Model<Tool>;
  let validations: Model<Validation>;
  const ids: Record<string, string> = {};
  let securityGroupId: string;
  let categoryId: string;
  let emma: ApiClient, marc: ApiClient, alice: ApiClient, bob: ApiClient, victor: ApiClient, gina: ApiClient;

  const form = (title: string, managers: string[]) => ({
    title: { en: title, fr: `${title} FR` },
    description: { en: `${title} helps`, fr: `${title} aide` },
    url: { en: 'https://tool.example/en', fr: 'https://tool.example/fr' },
    categories: [categoryId],
    users: ['all'],
    managers,
  });
  const emmaWall = async () => (await emma.post('/api/getApps/null/H-emma.employee/10/100/true/true/false/false', {})).body.map((tool: Card) => tool.title.en);
  const propose = async (title: string) => {
    const res = await marc.post('/api/postApp', form(title, [ids['marc.manager']]));
    expect(res.status).toBe(201);
    return { toolId: res.body._id as string, validationId: String((await validations.findOne({ app: res.body._id }).lean())!._id) };
  };
  const proposeEdit = async (title: string) => {
    const tool = await givenTool(app, title, { managers: [ids['marc.manager']] });
    const res = await marc.put('/api/updateApp', { ...form(`${title} (edited)`, [ids['marc.manager']]), _id: String(tool._id) });
    expect(res.body.has_pending_validation).toBe(true);
    return { toolId: String(tool._id), validationId: String((await validations.findOne({ app: tool._id, status: 'pending' }).lean())!._id) };
  };
  const path = (validationId: string, action = '') => `/api/app-validation/${validationId}${action ? `/${action}` : ''}`;

  beforeAll(async () => {
    useDatabase('approvals');
    app = await createTestApp();
    tools = app.get(getModelToken(Tool.name));
    validations = app.get(getModelToken(Validation.name));
    const people = await givenUsers(
      app,
      { id_portal: 'emma.employee' },
      { id_portal: 'marc.manager', email: 'marc@northwind.example' },
      { id_portal: 'alice.admin', is_administrator: true, email: 'alice@northwind.example', language: 'fr' },
      { id_portal: 'bob.admin', is_administrator: true, email: 'bob@northwind.example' },
      { id_portal: 'victor.validator', has_access: { validations: true }, email: 'victor@northwind.example' },
      { id_portal: 'gina.security', services: ['GRP-SECURITY'] },
    );
    for (const person of people) ids[person.id_portal] = String(person._id);
    const [security] = await givenGroups(app, { title: 'IT Security', guid: 'GRP-SECURITY', objectguid: 'OG-SECURITY' });
    securityGroupId = String(security._id);
    categoryId = String((await givenCategory(app, { en: 'Office', fr: 'Bureau' }))._id);
    worker = await createTestWorker();
    [emma, marc, alice, bob, victor, gina] = await Promise.all(
      ['emma.employee', 'marc.manager', 'alice.admin', 'bob.admin', 'victor.validator', 'gina.security'].map((login) => signIn(app.getHttpServer(), login)),
    );
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });

  it('lists waiting requests for administrators, with the proposed content and its editor', async () => {
    const { validationId } = await propose('Coffee roulette');
    const res = await alice.get('/api/app-validation/pending');
    expect(res.status).toBe(200);
    const listed = res.body.find((validation: { _id: string }) => validation._id === validationId);
    expect(listed).toMatchObject({
      kind: 'creation',
      status: 'pending',
      changed: { title: { en: 'Coffee roulette' }, url: { en: 'https://tool.example/en' } },
      edited_by: { _id: ids['marc.manager'], fullname: 'marc Tester' },
      extra_validations: [],
      user_is_validator: false,
    });
    expect(listed.updated_time).toBeTruthy();
  });

  it('tells someone without approval rights so, on the list and on a request', async () => {
    const { validationId } = await propose('Forbidden fruit');
    for (const res of [await emma.get('/api/app-validation/pending'), await emma.get(path(validationId))]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('You do not have approval rights.');
    }
    const denied = await marc.put(path(validationId, 'accept'), {});
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('permission_denied');
  });

  it('publishes an accepted creation ("Request approved") and refuses a second decision', async () => {
    const { toolId, validationId } = await propose('Expense bot');
    expect(await emmaWall()).not.toContain('Expense bot');
    const res = await alice.put(path(validationId, 'accept'), {});
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Request approved');
    expect(await emmaWall()).toContain('Expense bot');
    expect(await tools.findById(toolId).lean()).toMatchObject({ is_published: true, has_pending_validation: false });
    const again = await bob.put(path(validationId, 'accept'), {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('The tool has already been approved');
    expect((await bob.put(path(validationId, 'reject'), {})).status).toBe(409);
  });

  it('applies an accepted edit to the live tool', async () => {
    const { toolId, validationId } = await proposeEdit('Travel desk');
    expect(await emmaWall()).toContain('Travel desk');
    expect((await alice.put(path(validationId, 'accept'), {})).status).toBe(200);
    expect(await emmaWall()).toContain('Travel desk (edited)');
    expect((await tools.findById(toolId).lean())!.title.en).toBe('Travel desk (edited)');
  });

  it('keeps the live tool on a rejected edit, answers the editor address, and lets the manager propose again', async () => {
    const { toolId, validationId } = await proposeEdit('Room booking');
    const res = await alice.put(path(validationId, 'reject'), {});
    expect(res.status).toBe(200);
    expect(res.body.mail_to_notify).toBe('marc@northwind.example');
    expect(await tools.findById(toolId).lean()).toMatchObject({ title: { en: 'Room booking' }, has_pending_validation: false });
    const retry = await marc.put('/api/updateApp', { ...form('Room booking v2', [ids['marc.manager']]), _id: toolId });
    expect(retry.body.has_pending_validation).toBe(true);
  });

  it('removes a rejected creation from its creator’s managed list', async () => {
    const { toolId, validationId } = await propose('Never mind');
    expect((await alice.put(path(validationId, 'reject'), {})).status).toBe(200);
    const managed = await marc.post('/api/getApps/null/H-marc.manager/10/100/true/true/true/false', {});
    expect(managed.body.map((tool: Card) => tool.title.en)).not.toContain('Never mind');
    expect((await tools.findById(toolId).lean())!.deleted).toBe(true);
  });

  it('lets exactly one of two administrators deciding at once win', async () => {
    const { validationId } = await propose('Race tool');
    const [a, b] = await Promise.all([alice.put(path(validationId, 'accept'), {}), bob.put(path(validationId, 'reject'), {})]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(['The tool has already been approved', 'This approval request has already been rejected.']).toContain(loser.body.error.message);
  });

  describe('extra approvals', () => {
    it('runs the whole story: ask a person, refuse others, reject with a reason, ask a group, accept, then decide', async () => {
      const { validationId } = await proposeEdit('Status page');
      const asked = await alice.put(path(validationId, 'ask-extra-validation'), { validator: ids['victor.validator'], type: 'user' });
      expect(asked.status).toBe(200);
      expect(asked.body.extra_validations).toEqual([
        expect.objectContaining({ validator: { _id: ids['victor.validator'], type: 'user', fullname: 'victor Tester' }, status: 'pending', asked_by: { _id: ids['alice.admin'], fullname: 'alice Tester' } }),
      ]);

      // While it waits: no decision, no second request.
      const blocked = await bob.put(path(validationId, 'accept'), {});
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.code).toBe('extra_validation_pending');
      expect((await bob.put(path(validationId, 'reject'), {})).status).toBe(409);
      expect((await bob.put(path(validationId, 'ask-extra-validation'), { validator: { _id: securityGroupId, type: 'group' } })).status).toBe(409);

      // The designated validator sees it; someone else may not answer.
      const mine = await victor.get('/api/app-validation/pending');
      expect(mine.status).toBe(200);
      expect(mine.body.map((validation: { _id: string }) => validation._id)).toEqual([validationId]);
      expect(mine.body[0].user_is_validator).toBe(true);
      const intruder = await emma.put(path(validationId, 'accept-extra-validation'), {});
      expect(intruder.status).toBe(403);
      expect(intruder.body.error.message).toBe('You do not have additional approval rights');

      expect((await victor.put(path(validationId, 'reject-extra-validation'), { message: '   ' })).status).toBe(400);
      const rejected = await victor.put(path(validationId, 'reject-extra-validation'), { message: 'The URL points to the old server.' });
      expect(rejected.status).toBe(200);
      expect(rejected.body.extra_validations[0]).toMatchObject({ status: 'rejected', message: 'The URL points to the old server.' });
      const late = await victor.put(path(validationId, 'accept-extra-validation'), {});
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe('No additional approvals in progress');

      // A group: any member answers.
      expect((await alice.put(path(validationId, 'ask-extra-validation'), { validator: { _id: securityGroupId, type: 'group' } })).status).toBe(200);
      expect((await gina.get(path(validationId))).body.user_is_validator).toBe(true);
      const accepted = await gina.put(path(validationId, 'accept-extra-validation'), {});
      expect(accepted.status).toBe(200);
      expect(accepted.body.extra_validations.map((extra: { status: string }) => extra.status)).toEqual(['rejected', 'accepted']);
      expect(accepted.body.extra_validations[1].validator).toEqual({ _id: securityGroupId, type: 'group', title: 'IT Security' });

      expect((await alice.put(path(validationId, 'accept'), {})).status).toBe(200);
    });

    it('lets an administrator cancel the waiting extra approval, once', async () => {
      const { validationId } = await proposeEdit('Wiki');
      await alice.put(path(validationId, 'ask-extra-validation'), { validator: ids['victor.validator'], type: 'user' });
      const removed = await bob.put(path(validationId, 'remove-extra-validation'), {});
      expect(removed.status).toBe(200);
      expect(removed.body.extra_validations[0].status).toBe('removed');
      const again = await bob.put(path(validationId, 'remove-extra-validation'), {});
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('No additional approvals in progress');
      expect((await victor.put(path(validationId, 'accept-extra-validation'), {})).status).toBe(409);
      expect((await alice.put(path(validationId, 'accept'), {})).status).toBe(200);
    });

    it('refuses a missing, forged or multiple validator with 400, and only administrators may ask', async () => {
      const { validationId } = await proposeEdit('Directory');
      expect((await alice.put(path(validationId, 'ask-extra-validation'), {})).status).toBe(400);
      expect((await alice.put(path(validationId, 'ask-extra-validation'), { validator: '0123456789abcdef01234567', type: 'user' })).status).toBe(400);
      expect((await alice.put(path(validationId, 'ask-extra-validation'), { validator: ids['victor.validator'], type: 'robot' })).status).toBe(400);
      expect((await alice.put(path(validationId, 'ask-extra-validation'), { validator: [ids['victor.validator']], type: 'user' })).status).toBe(400);
      expect((await victor.put(path(validationId, 'ask-extra-validation'), { validator: ids['victor.validator'], type: 'user' })).status).toBe(403);
      expect((await validations.findById(validationId).lean())!.extra_validations).toEqual([]);
    });
  });

  it('mails each step to the right people, in their language, through the queue and the SMTP server', async () => {
    await clearMails();
    const to = (address: string, subject: string) => (mail: { to: string[]; subject: string }) => mail.to.includes(address) && mail.subject === subject;
    const { validationId } = await proposeEdit('Mail journey');
    await waitForMail(to('alice@northwind.example', 'Demande de validation : Mail journey (edited) FR'));
    await waitForMail(to('bob@northwind.example', 'Approval request: Mail journey (edited)'));

    await alice.put(path(validationId, 'ask-extra-validation'), { validator: ids['victor.validator'], type: 'user' });
    const asked = await waitForMail(to('victor@northwind.example', 'Additional approval requested: Mail journey (edited)'));
    expect(asked.text).toContain('/admin/validations');

    await victor.put(path(validationId, 'reject-extra-validation'), { message: 'Wrong <server>' });
    const rejected = await waitForMail(to('alice@northwind.example', 'Validation supplémentaire refusée : Mail journey (edited) FR'));
    expect(rejected.text).toContain('Wrong <server>');
    expect(rejected.html).toContain('Wrong &#60;server&#62;');
    expect(rejected.html).not.toContain('<server>');

    await bob.put(path(validationId, 'accept'), {});
    await waitForMail(to('marc@northwind.example', 'Your tool has been approved: Mail journey (edited)'));
  });

  it('rejects with a reason: the editor gets it by mail, in their language and escaped; a reason too long changes nothing', async () => {
    await clearMails();
    const { validationId } = await proposeEdit('Reason journey');
    const tooLong = await alice.put(path(validationId, 'reject'), { reason: 'x'.repeat(LIMITS.rejectionReasonMaxLength + 1) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('TOO_LONG');
    expect((await validations.findById(validationId).lean())!.status).toBe('pending');

    const reason = `  The address is <b>wrong</b>\nUse the new server.  `;
    expect((await alice.put(path(validationId, 'reject'), { reason })).status).toBe(200);
    const mail = await waitForMail((sunk) => sunk.to.includes('marc@northwind.example') && sunk.subject === 'Your request was not approved: Reason journey (edited)');
    expect(mail.text).toContain('alice Tester rejected your request for the tool “Reason journey (edited)”');
    expect(mail.text).toContain('Reason: The address is <b>wrong</b>\nUse the new server.');
    expect(mail.html).toContain('The address is &#60;b&#62;wrong&#60;/b&#62;<br>Use the new server.');
    expect(mail.html).not.toContain('<b>wrong</b>');

    const { validationId: silent } = await proposeEdit('Silent journey');
    expect((await bob.put(path(silent, 'reject'), { reason: '   ' })).status).toBe(200);
    const plain = await waitForMail((sunk) => sunk.to.includes('marc@northwind.example') && sunk.subject === 'Your request was not approved: Silent journey (edited)');
    expect(plain.text).not.toContain('Reason');
  });

  it('answers 404 for unknown request ids, 400 for malformed ones', async () => {
    expect((await alice.get(path('0123456789abcdef01234567'))).status).toBe(404);
    expect((await alice.put(path('0123456789abcdef01234567', 'accept'), {})).status).toBe(404);
    expect((await alice.put(path('not-an-id', 'reject'), {})).status).toBe(400);
  });

  it('keeps the default extra-validation group in the config', async () => {
    const set = await alice.put('/api/config/validation_service', { validation_service: securityGroupId });
    expect(set.status).toBe(200);
    const res = await bob.get('/api/app-validation/default-extra-validation-service');
    expect(res.body).toEqual({ _id: securityGroupId, title: 'IT Security', objectguid: 'OG-SECURITY' });
    const logs = app.get(getConnectionToken()).collection('logs');
    let line = null;
    for (let tries = 0; tries < 100 && !line; tries++) {
      line = await logs.findOne({ action: 'settings.config.updated', 'details.fields': 'validation_service' });
      if (!line) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(line).toMatchObject({ message: 'alice Tester updated the configuration (validation_service)' });
    expect((await alice.put('/api/config/validation_service', { validation_service: 'OG-NOWHERE' })).status).toBe(400);
    expect((await emma.put('/api/config/validation_service', { validation_service: securityGroupId })).status).toBe(403);
  });
});
