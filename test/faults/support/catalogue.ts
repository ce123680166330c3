import type { FaultStack } from './stack';
import type { ApiClient } from '../../support/http-client';

/** A new tool's form as the front sends it (postApp), in the seeded demo company's first category. */
export async function toolForm(stack: FaultStack, title: string, managerLoginId = 'marc.manager') {
  const db = await stack.db();
  const category = await db.collection('categories').findOne({}, { projection: { _id: 1 } });
  const manager = await db.collection('users').findOne({ id_portal: managerLoginId }, { projection: { _id: 1 } });
  if (!category || !manager) throw new Error('seed the stack first (stack.seed())');
  return {
    title: { en: title, fr: `${title} FR` },
    description: { en: `${title} helps`, fr: `${title} aide` },
    url: { en: 'https://tool.example/en', fr: 'https://tool.example/fr' },
    categories: [String(category._id)],
    users: ['all'],
    managers: [String(manager._id)],
  };
}

/** A manager submits a new tool for approval; returns the answer (201 means acknowledged) and its time. */
export async function submitTool(stack: FaultStack, client: ApiClient, title: string) {
  const started = Date.now();
  const res = await client.post('/api/postApp', await toolForm(stack, title));
  return { status: res.status, body: res.body, headers: res.headers, ms: Date.now() - started };
}

/** The active administrators with an address: each gets one "validation requested" mail per submission. */
export async function administratorAddresses(stack: FaultStack): Promise<string[]> {
  const db = await stack.db();
  const admins = await db
    .collection('users')
    .find({ is_administrator: true, deleted: { $ne: true }, account_disabled: { $ne: true }, email: { $nin: [null, ''] } }, { projection: { email: 1 } })
    .toArray();
  return admins.map((admin) => String(admin.email));
}
