import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { searchNamesOf } from '../src/directory/search-names';
import { DirectoryIndex } from '../src/directory/search/index/directory-index';
import { User } from '../src/directory/user.schema';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';
import { givenCategory } from './support/wall-fixtures';

const wallPath = '/api/getApps/null/H-emma.employee/10/100/true/true/false/false?lang=en';
const titles = (body: { title: { en: string } }[]) => body.map((tool) => tool.title.en);

/** Polls until `check` holds (a change crossing instances goes through Redis pub/sub). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the change did not arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('read models across api instances (one database, one Redis)', () => {
  let first: NestExpressApplication;
  let second: NestExpressApplication;
  let emmaOnSecond: ApiClient;
  let adminOnFirst: ApiClient;
  let category: string;
  const toolForm = (title: string, users: string[]) => ({
    title: { en: title },
    description: { en: `${title} does things` },
    url: { en: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example/` },
    logo: { abrev: '', color: '' },
    categories: [category],
    users,
    subsidiaryId: null,
  });

  beforeAll(async () => {
    useDatabase('read_models');
    first = await createTestApp();
    second = await createTestApp({ dropDatabase: false });
    await givenUsers(
      first,
      { id_portal: 'emma.employee', firstname: 'Emma', lastname: 'Employee', services: ['GRP-FINANCE'] },
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Admin', is_administrator: true },
    );
    await givenGroups(first, { title: 'Finance', guid: 'GRP-FINANCE' });
    category = String((await givenCategory(first, { en: 'IT' }))._id);
    emmaOnSecond = await signIn(second.getHttpServer(), 'emma.employee');
    adminOnFirst = await signIn(first.getHttpServer(), 'alice.admin');
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  describe('the wall', () => {
    // An administrator's writes through the first instance's API apply at once; the second instance
    // learns of them only through the catalogue's sync, never from the test.
    let shared: string;

    it('shows on the second instance a tool created through the first', async () => {
      expect(titles((await emmaOnSecond.post(wallPath, {})).body)).toEqual([]);
      const created = await adminOnFirst.post('/api/postApp', toolForm('Shared tool', ['all']));
      expect(created.status).toBe(201);
      shared = String(created.body._id);
      expect((await adminOnFirst.post('/api/postApp', toolForm('Finance tool', ['GRP-FINANCE']))).status).toBe(201);
      await eventually(async () => titles((await emmaOnSecond.post(wallPath, {})).body).length === 2);
      // Both are new (created today, private or not): by title.
      expect(titles((await emmaOnSecond.post(wallPath, {})).body)).toEqual(['Finance tool', 'Shared tool']);
    });

    it('drops on the second instance a tool deleted through the first', async () => {
      expect((await adminOnFirst.put(`/api/deleteApps/${shared}`, {})).status).toBe(200);
      await eventually(async () => !titles((await emmaOnSecond.post(wallPath, {})).body).includes('Shared tool'));
      expect(titles((await emmaOnSecond.post(wallPath, {})).body)).toEqual(['Finance tool']);
    });
  });

  describe('the directory search index', () => {
    const search = (text: string) => emmaOnSecond.get(`/api/getUsers/word/${encodeURIComponent(text)}`);

    it('is built and answers on every instance', async () => {
      expect(await second.get(DirectoryIndex).isReady()).toBe(true);
      expect((await search('emplo')).body.map((p: { id_portal: string }) => p.id_portal)).toEqual(['emma.employee']);
    });

    it('finds a person added through the first instance, and a renamed one by the new name only, after refresh', async () => {
      const [zoe] = await givenUsers(first, { id_portal: 'zoe.newcomer', firstname: 'Zoé', lastname: 'Quintessa' });
      expect((await search('quint')).body.map((p: { id_portal: string }) => p.id_portal)).toEqual(['zoe.newcomer']);

      const users = first.get<Model<User>>(getModelToken(User.name));
      await users.updateOne(
        { _id: zoe._id },
        { $set: { lastname: 'Ørsted', fullname: 'Zoé Ørsted', search_names: searchNamesOf('Zoé', 'Ørsted') } },
      );
      await first.get(DirectoryIndex).refresh([String(zoe._id)]);
      expect((await search('orst')).body).toEqual([{ _id: String(zoe._id), firstname: 'Zoé', lastname: 'Ørsted', fullname: 'Zoé Ørsted', id_portal: 'zoe.newcomer' }]);
      expect((await search('quint')).body).toEqual([]);
    });

    it('leaves out a person deleted after refresh, and keeps answering during a rebuild', async () => {
      const users = first.get<Model<User>>(getModelToken(User.name));
      const zoe = await users.findOne({ id_portal: 'zoe.newcomer' });
      await users.updateOne({ _id: zoe!._id }, { $set: { deleted: true } });
      const rebuilding = second.get(DirectoryIndex).rebuild();
      await first.get(DirectoryIndex).refresh([String(zoe!._id)]);
      expect((await search('zoe')).body).toEqual([]);
      await rebuilding;
      expect((await search('zoe')).body).toEqual([]);
      expect((await search('emma')).body).toHaveLength(1);
    });
  });
});
