import { LANGUAGES, LIMITS } from '../contracts';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { buildDemoCatalogue } from './demo-catalogue';
import { CATEGORIES, categoryIconSvg } from './demo-categories';
import { COMPANIES, SUBSIDIARIES } from './demo-company.data';
import { buildDemoDirectory } from './demo-directory';
import { abbreviationOf } from './demo-logos';
import { CATEGORY_KEYS } from './demo-tool.types';
import { DEFAULT_TOOLS, VALIDATIONS } from './demo-workflow';
import { demoSettings } from './seed-settings';
import { summaryOf } from './seed-summary';

const directory = buildDemoDirectory();
const catalogue = buildDemoCatalogue(directory);
const people = new Map(directory.users.map((user) => [user.id_portal, user]));
const groupGuids = new Set(directory.groups.map((group) => group.guid));
const toolKeys = new Set(catalogue.map((tool) => tool.key));

function svgSize(svg: string): { width: number; height: number } {
  return { width: Number(/width="(\d+)"/.exec(svg)?.[1]), height: Number(/height="(\d+)"/.exec(svg)?.[1]) };
}

describe('the demo directory', () => {
  it('has 40 groups with unique guids and stable object guids', () => {
    expect(directory.groups).toHaveLength(40);
    expect(groupGuids.size).toBe(40);
    expect(new Set(directory.groups.map((group) => group.objectguid)).size).toBe(40);
    expect(buildDemoDirectory().groups).toEqual(directory.groups);
  });

  it('has at least 400 people with unique login and directory ids', () => {
    expect(directory.users.length).toBeGreaterThanOrEqual(400);
    expect(people.size).toBe(directory.users.length);
    expect(new Set(directory.users.map((user) => user.hermes_id)).size).toBe(directory.users.length);
  });

  it('puts everybody in 1 to 5 known groups, and every group has members', () => {
    for (const user of directory.users) {
      expect(user.services.length).toBeGreaterThanOrEqual(1);
      expect(user.services.length).toBeLessThanOrEqual(5);
      for (const guid of user.services) expect(groupGuids).toContain(guid);
    }
    const used = new Set(directory.users.flatMap((user) => user.services));
    expect(used.size).toBe(40);
  });

  it('spreads languages over en, fr, zh and ja and has external, shared and intern accounts', () => {
    for (const lang of LANGUAGES) expect(directory.users.filter((user) => user.language === lang).length).toBeGreaterThan(20);
    for (const prefix of ['c_', 'g_', 'i_']) expect(directory.users.some((user) => user.id_portal.startsWith(prefix))).toBe(true);
  });

  it('keeps company, mail domain and subsidiary consistent', () => {
    for (const user of directory.users) {
      const company = COMPANIES.find((candidate) => candidate.name === user.company)!;
      expect(company).toBeDefined();
      expect(user.mailDomain).toBe(company.mailDomain);
      expect(user.email.endsWith(`@${company.mailDomain}`)).toBe(true);
      expect(user.subsidiary).toBe(company.subsidiary);
    }
    expect(directory.users.filter((user) => user.subsidiary).length).toBeGreaterThan(directory.users.length / 2);
  });

  it('holds the demo accounts with their roles, but not nina.notregistered', () => {
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.loginId !== 'nina.notregistered')) {
      expect(people.get(account.loginId)).toMatchObject({ firstname: account.firstname, lastname: account.lastname, deleted: false });
    }
    expect(people.has('nina.notregistered')).toBe(false);
    expect(people.get('emma.employee')).toMatchObject({ language: 'en', is_administrator: false, subsidiary: 'Northwind Europe' });
    expect(people.get('alice.admin')?.is_administrator).toBe(true);
    expect(people.get('sophie.subadmin')).toMatchObject({ is_sub_admin: true, subsidiary: 'Northwind Europe' });
    expect(people.get('victor.validator')?.has_access.validations).toBe(true);
    expect(people.get('dan.disabled')?.account_disabled).toBe(true);
  });
});

describe('the demo catalogue', () => {
  it('has 12 categories named in the four languages, each with an icon of at least 64 px', () => {
    expect(CATEGORIES.map((category) => category.key)).toEqual([...CATEGORY_KEYS]);
    for (const category of CATEGORIES) {
      for (const lang of LANGUAGES) expect(category.name[lang].length).toBeLessThanOrEqual(LIMITS.categoryNameMaxLength);
      const size = svgSize(categoryIconSvg(category));
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(LIMITS.categoryIconMinPixels);
    }
  });

  it('has at least 150 tools with unique keys, in one or two categories, every category used', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    expect(toolKeys.size).toBe(catalogue.length);
    for (const tool of catalogue) expect(tool.categories.length).toBeGreaterThanOrEqual(1);
    for (const tool of catalogue) expect(tool.categories.length).toBeLessThanOrEqual(2);
    expect(new Set(catalogue.flatMap((tool) => tool.categories)).size).toBe(12);
  });

  it('respects the limits of titles, descriptions, urls and abbreviations', () => {
    for (const tool of catalogue) {
      for (const lang of tool.translated_into) {
        expect(tool.title[lang]!.length).toBeLessThanOrEqual(LIMITS.toolTitleMaxLength);
        expect(tool.description[lang]!.length).toBeLessThanOrEqual(LIMITS.toolDescriptionMaxLength);
        expect(tool.url[lang]!.length).toBeLessThanOrEqual(LIMITS.toolUrlMaxLength);
        expect(new URL(tool.url[lang]!).protocol).toBe('https:');
        expect(new URL(tool.url[lang]!).hostname.endsWith('.example')).toBe(true);
      }
      if (tool.logo.kind === 'abbreviation') {
        expect(tool.logo.abrev.length).toBeGreaterThan(0);
        expect(tool.logo.abrev.length).toBeLessThanOrEqual(LIMITS.logoAbbreviationMaxLength);
        expect(tool.logo.color).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    expect(abbreviationOf('Expense reports')).toBe('ER');
  });

  it('has most tools in four languages, a few without zh and ja, and each in fr or en', () => {
    const full = catalogue.filter((tool) => tool.translated_into.length === 4).length;
    expect(full / catalogue.length).toBeGreaterThan(0.9);
    expect(catalogue.some((tool) => !tool.title.zh && !tool.title.ja)).toBe(true);
    for (const tool of catalogue) expect(tool.title.en || tool.title.fr).toBeTruthy();
  });

  it('gives about a third of the tools an image logo of at least 200 px, without script', () => {
    const images = catalogue.flatMap((tool) => (tool.logo.kind === 'image' ? [tool.logo] : []));
    expect(images.length / catalogue.length).toBeGreaterThan(0.28);
    expect(images.length / catalogue.length).toBeLessThan(0.4);
    expect(images.some((logo) => logo.format === 'png') && images.some((logo) => logo.format === 'svg')).toBe(true);
    for (const logo of images) {
      const size = svgSize(logo.svg);
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(LIMITS.logoMinPixels);
      expect(logo.svg).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
  });

  it('names only known, present people and groups as managers and viewers', () => {
    for (const tool of catalogue) {
      expect(tool.managers.length).toBeGreaterThan(0);
      expect(tool.creator).toBe(tool.managers[0]);
      for (const login of tool.managers) expect(people.get(login)?.deleted).toBe(false);
      if (tool.viewers === 'all') continue;
      expect(tool.subsidiary).toBeNull();
      for (const guid of tool.viewers.groups) expect(groupGuids).toContain(guid);
      for (const login of tool.viewers.logins) expect(people.has(login)).toBe(true);
    }
    expect(catalogue.filter((tool) => tool.viewers !== 'all').length).toBeGreaterThanOrEqual(5);
    expect(catalogue.filter((tool) => tool.managers.includes('marc.manager')).length).toBeGreaterThanOrEqual(3);
  });

  it('shows subsidiary tools to all of one subsidiary, in every subsidiary', () => {
    const bySubsidiary = catalogue.filter((tool) => tool.subsidiary);
    for (const tool of bySubsidiary) expect(tool.viewers).toBe('all');
    for (const subsidiary of SUBSIDIARIES) expect(bySubsidiary.some((tool) => tool.subsidiary === subsidiary.name)).toBe(true);
  });

  it('has a few tools younger than 15 days or flagged new, and the rest older', () => {
    const recent = catalogue.filter((tool) => tool.ageDays < LIMITS.newToolDays);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThan(catalogue.length / 5);
    expect(catalogue.filter((tool) => tool.is_new).length).toBeGreaterThanOrEqual(1);
  });

  it('comes out the same on every run', () => {
    expect(buildDemoCatalogue(buildDemoDirectory())).toEqual(catalogue);
  });
});

describe('the default tools', () => {
  it('are about eight known tools at positions 0..n-1 without gaps', () => {
    expect(DEFAULT_TOOLS.length).toBeGreaterThanOrEqual(6);
    expect(DEFAULT_TOOLS.map((entry) => entry.position)).toEqual(DEFAULT_TOOLS.map((_, index) => index));
    for (const entry of DEFAULT_TOOLS) expect(toolKeys).toContain(entry.tool);
    for (const entry of DEFAULT_TOOLS) for (const guid of entry.groups) expect(groupGuids).toContain(guid);
  });

  it('mix every language, one subsidiary and some groups', () => {
    expect(DEFAULT_TOOLS.some((entry) => entry.language === 'all')).toBe(true);
    expect(DEFAULT_TOOLS.filter((entry) => entry.subsidiary)).toHaveLength(1);
    expect(DEFAULT_TOOLS.some((entry) => entry.groups.length > 0)).toBe(true);
  });
});

describe('the pending validations', () => {
  const pendingTool = (key: string) => catalogue.find((tool) => tool.key === key)!;

  it('are a creation and two editions by marc.manager, one with an extra validation for victor.validator', () => {
    expect(VALIDATIONS.map((validation) => validation.kind).sort()).toEqual(['creation', 'edition', 'edition']);
    for (const validation of VALIDATIONS) {
      expect(validation.editor).toBe('marc.manager');
      expect(pendingTool(validation.tool).pending).toEqual({ kind: validation.kind, editor: 'marc.manager' });
      expect(pendingTool(validation.tool).managers).toContain('marc.manager');
    }
    expect(VALIDATIONS.filter((validation) => validation.extraValidator === 'victor.validator')).toHaveLength(1);
    expect(catalogue.filter((tool) => tool.pending)).toHaveLength(VALIDATIONS.length);
  });

  it('propose a title or a url within the limits', () => {
    for (const validation of VALIDATIONS.filter((candidate) => candidate.kind === 'edition')) {
      const changed = { ...validation.change.title, ...validation.change.url };
      expect(Object.keys(changed).length).toBeGreaterThan(0);
      for (const title of Object.values(validation.change.title ?? {})) expect(title!.length).toBeLessThanOrEqual(LIMITS.toolTitleMaxLength);
      for (const url of Object.values(validation.change.url ?? {})) expect(url).toMatch(/^https:\/\/[a-z.]+\.example\//);
    }
  });
});

describe('the demo settings', () => {
  const settings = demoSettings({ _id: '0123456789abcdef01234567', title: 'Portal validators', objectguid: 'x' });

  it('have a sanitised footer and a help url in each language', () => {
    expect(settings.footer.map((entry) => entry.lang)).toEqual([...LANGUAGES]);
    expect(settings.footer[0].content).toBe('<p>© Northwind — <a href="https://intranet.northwind.example/legal">Legal notice</a></p>');
    for (const entry of settings.add_tool_help_url) expect(entry.url).toMatch(/^https:\/\/[a-z.]+\.example\//);
    expect(settings.nbBackgrounds).toBe(LIMITS.backgroundCount);
  });
});

describe('the seed summary', () => {
  it('says "already seeded" when nothing was inserted', () => {
    expect(summaryOf([{ collection: 'apps', planned: 3, inserted: 0 }], 400)).toBe('Seed: already seeded, nothing changed (0.4 s); present: apps 3.');
    expect(summaryOf([{ collection: 'apps', planned: 3, inserted: 3 }], 1200)).toContain('inserted 3 documents');
  });
});
