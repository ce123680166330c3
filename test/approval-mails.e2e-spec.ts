import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getQueueToken } from '@nestjs/bullmq';
import { getModelToken } from '@nestjs/mongoose';
import { EventBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { Types, type Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { ExtraValidationAcceptedEvent } from '../src/approvals/events/extra-validation-accepted.event';
import { ExtraValidationRejectedEvent } from '../src/approvals/events/extra-validation-rejected.event';
import { ExtraValidationRemovedEvent } from '../src/approvals/events/extra-validation-removed.event';
import { ExtraValidationRequestedEvent } from '../src/approvals/events/extra-validation-requested.event';
import { ValidationAcceptedEvent } from '../src/approvals/events/validation-accepted.event';
import { ValidationRejectedEvent } from '../src/approvals/events/validation-rejected.event';
import { ValidationRequestedEvent } from '../src/approvals/events/validation-requested.event';
import type { SunkMail } from '../src/devstack/smtp-sink';
import { MAIL_QUEUE } from '../src/mail/mail-message';
import { ToolDeletedEvent } from '../src/tools/events/tool-deleted.event';
import { ToolEditedEvent } from '../src/tools/events/tool-edited.event';
import type { Person } from '../src/tools/events/tool-parties';
import { ToolSubmittedEvent } from '../src/tools/events/tool-submitted.event';
import { ToolsBulkEditedEvent } from '../src/tools/events/tools-bulk-edited.event';
import { givenUsers } from './support/directory-fixtures';
import { givenGroups } from './support/directory-group-fixtures';
import { clearMails, failNextMails, mails } from './support/mail-sink';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

const domain = 'approval-mails.test';
const address = (login: string) => `${login}@${domain}`;

/** Waits until `count` mails matched, then a little longer to be sure no extra one follows. */
async function waitForMails(count: number, match: (mail: SunkMail) => boolean = () => true, timeoutMs = 10_000): Promise<SunkMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await mails()).filter(match).length >= count) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 400));
  const found = (await mails()).filter(match);
  expect(found.map((m) => m.to.join(',')).sort()).toHaveLength(count);
  return found;
}

const to = (mail: SunkMail) => mail.to.join(',');
const byRecipient = (list: SunkMail[]) => Object.fromEntries(list.map((mail) => [to(mail), mail]));

describe('approval workflow mails and activity lines', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let publicUrl: string;
  const people: Record<string, Person> = {};
  const tool = { toolId: new Types.ObjectId().toString(), title: { en: 'Expense <Tracker>', fr: 'Notes de frais', zh: '报销系统' } };
  let legalGroupId: string;

  beforeAll(async () => {
    useDatabase('approval_mails');
    process.env.MAIL_BACKOFF_MS = '50';
    process.env.MAIL_ATTEMPTS = '3';
    publicUrl = process.env.PUBLIC_URL!.replace(/\/+$/, '');
    app = await createTestApp();
    // Mails other files left waiting or in backoff would land in the middle of these counts.
    await app.get<Queue>(getQueueToken(MAIL_QUEUE)).drain(true);
    worker = await createTestWorker();
    const users = await givenUsers(
      app,
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Admin', is_administrator: true, language: 'en', email: address('alice.admin') },
      { id_portal: 'antoine.admin', firstname: 'Antoine', lastname: 'Admin', is_administrator: true, language: 'fr', email: address('antoine.admin') },
      { id_portal: 'akiko.admin', firstname: 'Akiko', lastname: 'Admin', is_administrator: true, language: 'ja', email: address('akiko.admin') },
      { id_portal: 'zoe.nomail', firstname: 'Zoe', lastname: 'Admin', is_administrator: true, language: 'en' },
      { id_portal: 'dora.deleted', is_administrator: true, deleted: true, email: address('dora.deleted') },
      { id_portal: 'dan.disabled', is_administrator: true, account_disabled: true, email: address('dan.disabled') },
      { id_portal: 'emma.employee', language: 'en', email: address('emma.employee') },
      { id_portal: 'marc.manager', firstname: 'Marc', lastname: 'Manager', language: 'zh', email: address('marc.manager') },
      { id_portal: 'victor.validator', firstname: 'Victor', lastname: 'Validator', language: 'ja', email: address('victor.validator') },
      { id_portal: 'lea.legal', firstname: 'Léa', lastname: 'Legal', language: 'fr', email: address('lea.legal'), services: ['LEGAL-TEAM', 'PARIS'] },
      { id_portal: 'li.legal', firstname: 'Li', lastname: 'Legal', language: 'zh', email: address('li.legal'), services: ['LEGAL-TEAM'] },
      { id_portal: 'nomail.legal', language: 'en', services: ['LEGAL-TEAM'] },
      { id_portal: 'gone.legal', language: 'en', deleted: true, email: address('gone.legal'), services: ['LEGAL-TEAM'] },
    );
    for (const user of users) people[user.id_portal] = { userId: user._id.toString(), fullname: user.fullname };
    const [legal] = await givenGroups(app, { title: 'Legal team', guid: 'LEGAL-TEAM' });
    legalGroupId = legal._id.toString();
  });
  afterAll(async () => {
    await failNextMails(0);
    await worker.close();
    await app.close();
  });
  beforeEach(() => clearMails());

  const publish = (event: object) => app.get(EventBus).publish(event);

  it('sends a new validation request to every active administrator with an email, each in their language', async () => {
    publish(new ValidationRequestedEvent('v-1', tool, 'creation', people['marc.manager']));
    const sent = byRecipient(await waitForMails(3));
    expect(Object.keys(sent).sort()).toEqual([address('akiko.admin'), address('alice.admin'), address('antoine.admin')]);

    const en = sent[address('alice.admin')];
    expect(en.subject).toBe('Approval request: Expense <Tracker>');
    expect(en.text).toContain('Hello Alice Admin,');
    expect(en.text).toContain('Marc Manager submitted the tool “Expense <Tracker>” for approval.');
    expect(en.text).toContain(`${publicUrl}/admin/validations`);
    expect(en.html).toContain('Expense &#60;Tracker&#62;');
    expect(en.html).not.toContain('<Tracker>');
    expect(en.html).toContain(`<a href="${publicUrl}/admin/validations">`);

    expect(sent[address('antoine.admin')].subject).toBe('Demande de validation : Notes de frais');
    expect(sent[address('antoine.admin')].text).toContain('Bonjour Antoine Admin,');
    // No Japanese title: the English one, then French, is used.
    expect(sent[address('akiko.admin')].subject).toBe('承認依頼：Expense <Tracker>');
    expect(sent[address('akiko.admin')].text).toContain('Akiko Admin 様');
  });

  it('tells the editor their change was accepted, with the link to the tool', async () => {
    publish(new ValidationAcceptedEvent('v-1', tool, 'creation', people['marc.manager'], people['alice.admin']));
    const [mail] = await waitForMails(1);
    expect(mail.to).toEqual([address('marc.manager')]);
    expect(mail.subject).toBe('您的工具已获批准：报销系统');
    expect(mail.text).toContain('Marc Manager，您好：');
    expect(mail.text).toContain('Alice Admin 已批准');
    expect(mail.text).toContain(`${publicUrl}/infos-tool/${tool.toolId}/other`);
  });

  it('asks a designated user for the extra approval', async () => {
    const validator = { id: people['victor.validator'].userId, type: 'user' as const, name: 'Victor Validator' };
    publish(new ExtraValidationRequestedEvent('v-1', tool, validator, people['antoine.admin']));
    const [mail] = await waitForMails(1);
    expect(mail.to).toEqual([address('victor.validator')]);
    expect(mail.subject).toBe('追加承認のお願い：Expense <Tracker>');
    expect(mail.text).toContain('Antoine Admin さんから');
    expect(mail.text).toContain(`${publicUrl}/admin/validations`);
  });

  it("asks each active member of a designated group once, in each member's language", async () => {
    const validator = { id: legalGroupId, type: 'group' as const, name: 'Legal team' };
    publish(new ExtraValidationRequestedEvent('v-2', tool, validator, people['alice.admin']));
    const sent = byRecipient(await waitForMails(2));
    expect(Object.keys(sent).sort()).toEqual([address('lea.legal'), address('li.legal')]);
    expect(sent[address('lea.legal')].subject).toBe('Validation supplémentaire demandée : Notes de frais');
    expect(sent[address('lea.legal')].text).toContain('validateur désigné : Legal team');
    expect(sent[address('li.legal')].subject).toBe('请进行额外审批：报销系统');
  });

  it('tells the administrator who asked that the extra approval was accepted', async () => {
    const validator = { id: legalGroupId, type: 'group' as const, name: 'Legal team' };
    publish(new ExtraValidationAcceptedEvent('v-2', tool, validator, people['lea.legal'], people['alice.admin']));
    const [mail] = await waitForMails(1);
    expect(mail.to).toEqual([address('alice.admin')]);
    expect(mail.subject).toBe('Additional approval granted: Expense <Tracker>');
    expect(mail.text).toContain('Léa Legal granted the additional approval');
  });

  it('tells the administrator who asked that the extra approval was rejected, with the escaped reason', async () => {
    const validator = { id: people['victor.validator'].userId, type: 'user' as const, name: 'Victor Validator' };
    publish(new ExtraValidationRejectedEvent('v-1', tool, validator, people['victor.validator'], people['antoine.admin'], 'Le lien est <b>cassé</b>'));
    const [mail] = await waitForMails(1);
    expect(mail.to).toEqual([address('antoine.admin')]);
    expect(mail.subject).toBe('Validation supplémentaire refusée : Notes de frais');
    expect(mail.text).toContain('Victor Validator a refusé');
    expect(mail.text).toContain('Motif : Le lien est <b>cassé</b>');
    expect(mail.html).toContain('Le lien est &#60;b&#62;cassé&#60;/b&#62;');
  });

  it('tells the editor their request was rejected, in their language, with the escaped reason', async () => {
    publish(new ValidationRejectedEvent('v-3', tool, 'edition', people['marc.manager'], people['alice.admin'], '链接 <b>错误</b>'));
    const [mail] = await waitForMails(1);
    expect(mail.to).toEqual([address('marc.manager')]);
    expect(mail.subject).toBe('您的申请未获批准：报销系统');
    expect(mail.text).toContain('Alice Admin 拒绝了您对工具“报销系统”的申请');
    expect(mail.text).toContain('原因：链接 <b>错误</b>');
    expect(mail.html).toContain('链接 &#60;b&#62;错误&#60;/b&#62;');
  });

  it('sends no mail for a cancelled extra approval', async () => {
    publish(new ExtraValidationRemovedEvent('v-3', tool, { id: legalGroupId, type: 'group', name: 'Legal team' }, people['alice.admin']));
    await waitForMails(0);
  });

  it('retries a workflow mail the SMTP server refused, and delivers it', async () => {
    await failNextMails(2);
    publish(new ValidationAcceptedEvent('v-4', tool, 'edition', people['marc.manager'], people['antoine.admin']));
    const [mail] = await waitForMails(1);
    expect(mail.to).toEqual([address('marc.manager')]);
    const queue = app.get<Queue>(getQueueToken(MAIL_QUEUE));
    const completed = await queue.getJobs(['completed']);
    const job = completed.find((j) => j.data.to === address('marc.manager') && j.data.subject === mail.subject && j.attemptsMade === 3);
    expect(job?.data.reason).toBe('validation-accepted');
  });

  it('writes one activity line per workflow event, naming the actor and the tool', async () => {
    const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
    await logs.deleteMany({});
    const marc = people['marc.manager'];
    const alice = people['alice.admin'];
    const victor = { id: people['victor.validator'].userId, type: 'user' as const, name: 'Victor Validator' };
    const expected: Array<[object, string, string]> = [
      [new ToolSubmittedEvent(tool, marc, 'v-5'), 'tools.tool.submitted', 'Marc Manager created the tool "Expense <Tracker>" (awaiting approval)'],
      [new ToolEditedEvent(tool, marc, null, ['title', 'url']), 'tools.tool.edited', 'Marc Manager edited the tool "Expense <Tracker>" (title, url)'],
      [new ToolDeletedEvent(tool, alice), 'tools.tool.deleted', 'Alice Admin deleted the tool "Expense <Tracker>"'],
      [new ValidationRequestedEvent('v-5', tool, 'edition', marc), 'approvals.validation.requested', 'Marc Manager asked for approval of the edit of the tool "Expense <Tracker>"'],
      [new ValidationAcceptedEvent('v-5', tool, 'edition', marc, alice), 'approvals.validation.accepted', 'Alice Admin approved the edit of the tool "Expense <Tracker>" by Marc Manager'],
      [new ValidationRejectedEvent('v-6', tool, 'creation', marc, alice), 'approvals.validation.rejected', 'Alice Admin rejected the creation of the tool "Expense <Tracker>" by Marc Manager'],
      [new ExtraValidationRequestedEvent('v-7', tool, victor, alice), 'approvals.extra_validation.requested', 'Alice Admin asked Victor Validator for an extra approval of the tool "Expense <Tracker>"'],
      [new ExtraValidationAcceptedEvent('v-7', tool, victor, people['victor.validator'], alice), 'approvals.extra_validation.accepted', 'Victor Validator accepted the extra approval of the tool "Expense <Tracker>" asked by Alice Admin'],
      [new ExtraValidationRejectedEvent('v-8', tool, victor, people['victor.validator'], alice, 'Wrong URL'), 'approvals.extra_validation.rejected', 'Victor Validator rejected the extra approval of the tool "Expense <Tracker>" asked by Alice Admin: Wrong URL'],
      [new ExtraValidationRemovedEvent('v-9', tool, victor, alice), 'approvals.extra_validation.removed', 'Alice Admin cancelled the extra approval of the tool "Expense <Tracker>" asked from Victor Validator'],
    ];
    for (const [event] of expected) publish(event);
    publish(new ToolsBulkEditedEvent([tool.toolId, new Types.ObjectId().toString()], alice, { managers: [marc.userId], users: [] }));

    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await logs.countDocuments()) < expected.length + 1) await new Promise((r) => setTimeout(r, 100));
    const lines = await logs.find().lean();
    expect(lines).toHaveLength(expected.length + 1);
    for (const [, action, message] of expected) {
      const line = lines.find((l) => l.action === action);
      expect(line?.message).toBe(message);
      expect(line?.target).toEqual({ kind: 'tool', id: tool.toolId, label: 'Expense <Tracker>' });
      expect(line?.user?.fullname).toBeTruthy();
    }
    const bulk = lines.find((l) => l.action === 'tools.tools.bulk_edited');
    expect(bulk?.message).toBe('Alice Admin added 1 manager to 2 tools');
    expect(bulk?.user?._id.toString()).toBe(alice.userId);
  });
});
