import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Types, type Model } from 'mongoose';
import { ActivityLog } from '../../src/activity/activity-log.schema';
import { ApprovalReconciler } from '../../src/approvals/consistency/approval-reconciler';
import { Validation } from '../../src/approvals/validation.schema';
import { MAIL_QUEUE } from '../../src/mail/mail-message';
import { Tool } from '../../src/tools/tool.schema';
import { givenTool } from './catalogue-fixtures';
import { givenUsers } from './directory-fixtures';
import type { ApiClient } from './http-client';
import { signIn } from './sign-in';
import { createTestApp, createTestWorker, useDatabase } from './test-app';
import { givenCategory } from './wall-fixtures';

/** Time for the worker's relay to deliver what a change published (mails, activity lines). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/**
 * The stage of the crash-safety tests, which write the half-done states a crash leaves and then let a
 * second click or the worker's reconciler finish them: an api and a worker on their own database,
 * Marc (a manager) and Alice (an administrator) signed in, and one category, "Office".
 */
export interface ApprovalStage {
  app: NestExpressApplication;
  worker: INestApplicationContext;
  tools: Model<Tool>;
  validations: Model<Validation>;
  logs: Model<ActivityLog>;
  reconciler: ApprovalReconciler;
  marc: ApiClient;
  alice: ApiClient;
  /** Database ids by login. */
  ids: Record<string, string>;
  officeId: string;
  /** Marc edits a tool he manages (filed under Office) into "<title> v2", which waits for approval. */
  proposeEdit(title: string): Promise<{ toolId: string; validationId: string }>;
  /** What a crash right after "the decision is stored" leaves: the request decided, the tool untouched. */
  storeDecisionOnly(validationId: string, status: 'accepted' | 'rejected'): Promise<unknown>;
  close(): Promise<void>;
}

export async function startApprovalStage(database: string, domain: string): Promise<ApprovalStage> {
  useDatabase(database);
  process.env.MAIL_BACKOFF_MS = '50';
  const app = await createTestApp();
  await app.get<Queue>(getQueueToken(MAIL_QUEUE)).drain(true);
  const validations = app.get<Model<Validation>>(getModelToken(Validation.name));
  const people = await givenUsers(
    app,
    { id_portal: 'marc.manager', firstname: 'Marc', lastname: 'Manager', email: `marc@${domain}`, language: 'en' },
    { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Admin', is_administrator: true, email: `alice@${domain}`, language: 'en' },
  );
  const ids = Object.fromEntries(people.map((person) => [person.id_portal, String(person._id)]));
  const officeId = String((await givenCategory(app, { en: 'Office', fr: 'Bureau' }))._id);
  const worker = await createTestWorker();
  const [marc, alice] = await Promise.all(['marc.manager', 'alice.admin'].map((login) => signIn(app.getHttpServer(), login)));

  const proposeEdit = async (title: string) => {
    const tool = await givenTool(app, title, { managers: [ids['marc.manager']], categories: [new Types.ObjectId(officeId)] });
    const res = await marc.put('/api/updateApp', {
      _id: String(tool._id),
      title: { en: `${title} v2`, fr: `${title} v2` },
      description: { en: 'new', fr: 'nouveau' },
      url: { en: 'https://v2.example/', fr: 'https://v2.example/' },
      categories: [officeId],
      users: ['all'],
      managers: [ids['marc.manager']],
    });
    expect(res.body.has_pending_validation).toBe(true);
    const validation = await validations.findOne({ app: tool._id, status: 'pending' }).lean();
    return { toolId: String(tool._id), validationId: String(validation!._id) };
  };
  const storeDecisionOnly = (validationId: string, status: 'accepted' | 'rejected') =>
    validations.updateOne({ _id: validationId }, { $set: { status, decided_by: { _id: ids['alice.admin'], fullname: 'Alice Admin' }, decided_time: new Date() } });

  return {
    app,
    worker,
    tools: app.get(getModelToken(Tool.name)),
    validations,
    logs: app.get(getModelToken(ActivityLog.name)),
    reconciler: worker.get(ApprovalReconciler),
    marc,
    alice,
    ids,
    officeId,
    proposeEdit,
    storeDecisionOnly,
    close: async () => {
      await worker.close();
      await app.close();
    },
  };
}
