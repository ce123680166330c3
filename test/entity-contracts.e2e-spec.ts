import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import { z, type ZodTypeAny } from 'zod';
import { currentUserSchema } from '../src/contracts/wire/current-user';
import {
  categorySchema,
  categoryWithAppsSchema,
  directoryGroupDetailSchema,
  directoryGroupSchema,
  directoryPersonSchema,
  footerEntrySchema,
  toolCardSchema,
  toolSchema,
} from '../src/contracts/wire/entities';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const icon64 = async () =>
  `data:image/png;base64,${(await sharp({ create: { width: 64, height: 64, channels: 4, background: '#2e86c1' } }).png().toBuffer()).toString('base64')}`;

/**
 * Checks an answer against the entity's schema: every field the schema lists is present (a field the
 * schema allows to be null must still be sent) with its type, and the answer names no field the schema lacks.
 */
function expectEntity(schema: z.AnyZodObject, value: unknown) {
  const missing = Object.keys(schema.shape).filter((field) => !(value && typeof value === 'object' && field in value) && !(schema.shape[field] as ZodTypeAny).isOptional());
  expect({ missing }).toEqual({ missing: [] });
  const result = schema.strict().safeParse(value);
  expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
}

describe('the entities of the specs, field for field, as the real endpoints send them', () => {
  let app: NestExpressApplication;
  let admin: ApiClient;
  let toolId: string;
  let categoryId: string;

  beforeAll(async () => {
    useDatabase('entity_contracts');
    app = await createTestApp();
    await givenUsers(
      app,
      { id_portal: 'ada.admin', firstname: 'Ada', lastname: 'Lovelace', is_administrator: true, rgpd_id: 'RGPD-7', mailDomain: 'example.com', company: 'Example SA', division: 'IT' },
      { id_portal: 'c_carl.contractor', firstname: 'Carl', lastname: 'Contractor' },
    );
    await givenGroups(app, { title: 'Finance team' });
    admin = await signIn(app.getHttpServer(), 'ada.admin');
    const category = await admin.post('/api/categories', { name: { en: 'Finance', fr: 'Finance' }, icon: await icon64() });
    expect({ status: category.status, body: category.status === 201 ? 'created' : category.body }).toEqual({ status: 201, body: 'created' });
    categoryId = category.body._id;
    const me = (await admin.get('/api/getOneUser')).body;
    const tool = await admin.post('/api/postApp', {
      title: { en: 'Ledger', fr: 'Grand livre' },
      description: { en: 'The books', fr: 'Les comptes' },
      url: { en: 'https://ledger.example/', fr: 'https://ledger.example/fr' },
      categories: [categoryId],
      managers: [me._id],
      users: ['all'],
    });
    expect({ status: tool.status, body: tool.status === 201 ? 'created' : tool.body }).toEqual({ status: 201, body: 'created' });
    toolId = tool.body._id;
    await admin.put('/api/config/footer', { footer: [{ lang: 'en', content: '<p>Legal</p>' }] });
  });
  afterAll(() => app.close());

  it('User: getOneUser sends every field of front spec section 3', async () => {
    const me = (await admin.get('/api/getOneUser')).body;
    expectEntity(currentUserSchema, me);
    expect(me).toMatchObject({ id: me._id, rgpd_id: 'RGPD-7', mailDomain: 'example.com', error: null });
  });

  it('User: a person without the optional directory fields gets them as null, never left out', async () => {
    const carl = (await (await signIn(app.getHttpServer(), 'c_carl.contractor')).get('/api/getOneUser')).body;
    expectEntity(currentUserSchema, carl);
    expect(carl).toMatchObject({ rgpd_id: null, mailDomain: null, company: null, division: null, account_kind: 'external' });
  });

  it('Tool: getApp/{id} sends the card, getApp/{id}/true the whole tool', async () => {
    expectEntity(toolCardSchema, (await admin.get(`/api/getApp/${toolId}`)).body);
    const whole = (await admin.get(`/api/getApp/${toolId}/true`)).body;
    // The edit form's own fields (visibility, validation, is_published) come on top of the entity.
    const { visibility: _v, validation: _r, is_published: _p, ...entity } = whole;
    expectEntity(toolSchema, entity);
    const bookmarks = await admin.put('/api/updateBookmarkedApps', { bookmarks: [toolId] });
    expect(bookmarks.status).toBe(200);
    for (const card of (await admin.get('/api/getBookmarkedApps')).body) expectEntity(toolCardSchema, card);
  });

  it('Category: categories/{id}/true, and categories/all/with-apps with totalApps and apps', async () => {
    expectEntity(categorySchema, (await admin.get(`/api/categories/${categoryId}/true`)).body);
    const withApps = (await admin.get('/api/categories/all/with-apps')).body;
    expect(withApps).toHaveLength(1);
    expectEntity(categoryWithAppsSchema, withApps[0]);
    expect(withApps[0]).toMatchObject({ totalApps: 1, apps: [{ _id: toolId }] });
  });

  it('Person and group search results: getUsers/word and getServices/word; the group as a directory entry', async () => {
    const people = (await admin.get('/api/getUsers/word/carl')).body;
    expect(people).toHaveLength(1);
    expectEntity(directoryPersonSchema, people[0]);
    const groups = (await admin.get('/api/getServices/word/finance')).body;
    expect(groups).toHaveLength(1);
    expectEntity(directoryGroupSchema, groups[0]);
    expectEntity(directoryGroupDetailSchema, (await admin.get(`/api/getService/hermesid/${encodeURIComponent(groups[0].guid)}`)).body);
  });

  it('Footer config: GET config lists { lang, content } entries', async () => {
    const config = (await admin.get('/api/config')).body;
    expect(config.footer.length).toBeGreaterThan(0);
    for (const entry of config.footer) expectEntity(footerEntrySchema, entry);
  });
});
