import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ActivityLog } from '../src/activity/activity-log.schema';
import { LIMITS } from '../src/contracts';
import { Settings, SETTINGS_KEY } from '../src/settings/settings.schema';
import { givenDefaultTool, givenTool } from './support/catalogue-fixtures';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const DENIED = { error: { message: 'permission_denied', code: 'permission_denied' } };

describe('settings: GET config?admin=1 and PUT config', () => {
  let app: NestExpressApplication;
  let settings: Model<Settings>;
  let admin: ApiClient;
  let sophie: ApiClient;
  let emma: ApiClient;

  const valid = {
    id: 'ignored',
    hermes_network: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '2001:db8::1'],
    notification_import_mails: ['it-ops@example.com'],
    add_tool_help_url: [
      { lang: 'fr', url: 'https://help.example/fr' },
      { lang: 'en', url: 'https://help.example/en' },
    ],
  };

  beforeAll(async () => {
    useDatabase('settings');
    app = await createTestApp();
    settings = app.get<Model<Settings>>(getModelToken(Settings.name));
    await givenUsers(
      app,
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Martin', is_administrator: true },
      { id_portal: 'sophie.subadmin', is_sub_admin: true },
      { id_portal: 'emma.employee' },
    );
    const [group] = await givenGroups(app, { title: 'Validators', guid: 'GRP-VALIDATORS' });
    await settings.create({ key: SETTINGS_KEY, validation_service: { _id: group._id, title: 'Validators', objectguid: group.objectguid }, importTestMode: true });
    const intranet = await givenTool(app, 'Intranet');
    await givenDefaultTool(app, intranet, 0);
    [admin, sophie, emma] = await Promise.all(['alice.admin', 'sophie.subadmin', 'emma.employee'].map((login) => signIn(app.getHttpServer(), login)));
  });
  afterAll(() => app.close());

  it('answers administrators the whole configuration with GET config?admin=1', async () => {
    const res = await admin.get('/api/config?admin=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: expect.any(String),
      validation_service: { title: 'Validators', objectguid: 'OG-VALIDATORS' },
      default_tools: [expect.objectContaining({ title: { en: 'Intranet', fr: 'Intranet' }, position: 0, language: 'all', groups: [] })],
      hermes_network: null,
      notification_import_mails: null,
      add_tool_help_url: null,
      importTestMode: true,
      nbBackgrounds: LIMITS.backgroundCount,
    });
  });

  it('refuses GET config?admin=1 to sub-administrators and employees, who still read GET config', async () => {
    for (const client of [sophie, emma]) {
      const res = await client.get('/api/config?admin=1');
      expect(res.status).toBe(403);
      expect(res.body).toEqual(DENIED);
      const open = await client.get('/api/config');
      expect(open.status).toBe(200);
      expect(open.body).not.toHaveProperty('hermes_network');
      expect(open.body).not.toHaveProperty('validation_service');
    }
  });

  it('saves networks, mails and help URLs, which everyone then reads where public', async () => {
    const res = await admin.put('/api/config', valid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hermes_network: valid.hermes_network,
      notification_import_mails: valid.notification_import_mails,
      add_tool_help_url: [valid.add_tool_help_url[1], valid.add_tool_help_url[0]],
      validation_service: { title: 'Validators' },
    });
    expect((await emma.get('/api/config')).body.add_tool_help_url).toEqual([valid.add_tool_help_url[1], valid.add_tool_help_url[0]]);
  });

  it('stores an empty list as null and leaves fields the body does not send as they were', async () => {
    await admin.put('/api/config', valid);
    const res = await admin.emulated('PUT', '/api/config', { hermes_network: [], notification_import_mails: null });
    expect(res.status).toBe(200);
    const stored = await settings.findOne({ key: SETTINGS_KEY }).lean();
    expect(stored).toMatchObject({ hermes_network: null, notification_import_mails: null, add_tool_help_url: valid.add_tool_help_url.reverse() });
    valid.add_tool_help_url.reverse();
  });

  it.each([
    ['a network that is not a CIDR range or address', { hermes_network: ['10.0.0.0/8', '10.0.0.0/33'] }, 'hermes_network.1', 'CONFIG.INVALID_NETWORK'],
    ['a host name as a network', { hermes_network: ['intranet.example'] }, 'hermes_network.0', 'CONFIG.INVALID_NETWORK'],
    ['a mail that is not an address', { notification_import_mails: ['ops'] }, 'notification_import_mails.0', 'CONFIG.INVALID_MAIL'],
    ['a help URL that is not http(s)', { add_tool_help_url: [{ lang: 'en', url: 'javascript:alert(1)' }] }, 'add_tool_help_url.en', 'url_must_begin'],
    ['an unknown help URL language', { add_tool_help_url: [{ lang: 'de', url: 'https://x.example' }] }, 'add_tool_help_url.0.lang', 'CONFIG.UNKNOWN_LANGUAGE'],
    ['a list that is not a list', { hermes_network: '10.0.0.0/8' }, 'hermes_network', 'CONFIG.NOT_A_LIST'],
    ['an internal website given as an address', { hermes_internal_websites: ['https://intranet.example/'] }, 'hermes_internal_websites.0', 'CONFIG.INVALID_DOMAIN'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, body, field, code) => {
    await admin.put('/api/config', valid);
    const res = await admin.put('/api/config', { ...valid, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toBeTruthy();
    expect(res.body.errors).toHaveProperty([field]);
    const stored = await settings.findOne({ key: SETTINGS_KEY }).lean();
    expect(stored?.hermes_network).toEqual(valid.hermes_network);
    expect(stored?.notification_import_mails).toEqual(valid.notification_import_mails);
  });

  it('refuses PUT config to sub-administrators and employees with permission_denied', async () => {
    for (const client of [sophie, emma]) {
      const res = await client.put('/api/config', { hermes_network: ['0.0.0.0/0'] });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(DENIED);
    }
    expect((await settings.findOne({ key: SETTINGS_KEY }).lean())?.hermes_network).not.toEqual(['0.0.0.0/0']);
  });

  it('uses the saved networks for is_in_hermes_network', async () => {
    await admin.put('/api/config', { hermes_network: ['127.0.0.0/8', '::1'] });
    expect((await emma.get('/api/getOneUser')).body.is_in_hermes_network).toBe(true);
    await admin.put('/api/config', { hermes_network: ['10.0.0.0/8'] });
    expect((await emma.get('/api/getOneUser')).body.is_in_hermes_network).toBe(false);
  });

  it('saves the internal websites that getOneUser lists for the outside-network warning', async () => {
    const res = await admin.put('/api/config', { hermes_internal_websites: [' intranet.northwind.example ', 'hr.northwind.example', 'HR.northwind.example'] });
    expect(res.status).toBe(200);
    expect(res.body.hermes_internal_websites).toEqual(['intranet.northwind.example', 'hr.northwind.example']);
    expect((await admin.get('/api/config?admin=1')).body.hermes_internal_websites).toEqual(['intranet.northwind.example', 'hr.northwind.example']);
    expect((await emma.get('/api/getOneUser')).body.hermes_internal_websites).toEqual(['intranet.northwind.example', 'hr.northwind.example']);
    expect((await admin.put('/api/config', { hermes_internal_websites: [] })).body.hermes_internal_websites).toBeNull();
    expect((await emma.get('/api/getOneUser')).body.hermes_internal_websites).toEqual([]);
  });

  it('records who changed which settings in the activity log', async () => {
    const logs = app.get<Model<ActivityLog>>(getModelToken(ActivityLog.name));
    await logs.deleteMany({});
    await admin.put('/api/config', { hermes_network: ['10.0.0.0/8'], notification_import_mails: [] });
    const deadline = Date.now() + 3000;
    let line: ActivityLog | null = null;
    while (!line && Date.now() < deadline) {
      // An earlier test's line may land late: look for this one.
      line = await logs.findOne({ action: 'settings.config.updated', 'details.fields': 'notification_import_mails' }).lean();
      if (!line) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(line?.message).toBe('Alice Martin updated the configuration (hermes_network, notification_import_mails)');
    expect(line?.user?.fullname).toBe('Alice Martin');
  });
});
