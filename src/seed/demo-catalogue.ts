import { LANGUAGES, Language, Translated } from '../contracts';
import {
  CATEGORY_DEPARTMENT,
  FLAGGED_NEW,
  NAMED_MANAGERS,
  PRIVATE_TOOLS,
  RECENT_TOOLS,
  SUBSIDIARY_TOOLS,
} from './catalogue-roles.data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { SUBSIDIARIES } from './demo-company.data';
import { DemoDirectory, PlannedUser, departmentGroups } from './demo-directory';
import { abbreviationOf, colourOf, logoSvg } from './demo-logos';
import { CategoryKey, ToolData } from './demo-tool.types';
import { VALIDATIONS } from './demo-workflow';
import { seededRandom } from './seed-random';
import { MONEY_TOOLS } from './tools-money.data';
import { PEOPLE_TOOLS } from './tools-people.data';
import { REGIONAL_TOOLS } from './tools-regional.data';
import { TECH_TOOLS } from './tools-tech.data';
import { WORKPLACE_TOOLS } from './tools-workplace.data';

type PlannedLogo =
  | { kind: 'image'; format: 'svg' | 'png'; svg: string }
  | { kind: 'abbreviation'; abrev: string; color: string };

/** A tool with natural keys only (people by login id, groups by guid, subsidiary by name). */
export interface PlannedTool {
  key: string;
  title: Translated;
  description: Translated;
  url: Translated;
  categories: CategoryKey[];
  logo: PlannedLogo;
  managers: string[];
  creator: string;
  viewers: 'all' | { groups: string[]; logins: string[] };
  subsidiary: string | null;
  is_new: boolean;
  ageDays: number;
  translated_into: Language[];
  /** Set when a proposal about the tool waits for an administrator. */
  pending: { kind: 'creation' | 'edition'; editor: string } | null;
}

/** Every tool: the written ones, then one copy of each regional tool per subsidiary. */
function allToolData(): ToolData[] {
  const written = [...PEOPLE_TOOLS, ...MONEY_TOOLS, ...TECH_TOOLS, ...WORKPLACE_TOOLS];
  const regional = SUBSIDIARIES.flatMap((subsidiary) =>
    REGIONAL_TOOLS.map((template) => {
      const fill = (text: string, lang: Language) =>
        text.replace('{region}', subsidiary.region[lang]).replace('{sub}', subsidiary.name);
      const texts = Object.fromEntries(
        LANGUAGES.map((lang) => [lang, [fill(template.texts[lang][0], lang), fill(template.texts[lang][1], lang)] as const]),
      );
      return { key: `${template.kind}-${subsidiary.slug}`, at: `${template.at}/${subsidiary.slug}`, categories: template.categories, texts };
    }),
  );
  return [...written, ...regional];
}

function regionalSubsidiaryOf(key: string): string | null {
  return SUBSIDIARIES.find((subsidiary) => key.endsWith(`-${subsidiary.slug}`))?.name ?? null;
}

export function buildDemoCatalogue(directory: DemoDirectory): PlannedTool[] {
  const eligible = directory.users.filter(isEligibleManager);
  let images = 0;
  return allToolData().map((data, index) => {
    const random = seededRandom(`tool:${data.key}`);
    const subsidiary = SUBSIDIARY_TOOLS[data.key] ?? regionalSubsidiaryOf(data.key);
    const managers = pickManagers(data, subsidiary, eligible, random);
    const languages = LANGUAGES.filter((lang) => data.texts[lang]);
    const withImage = index % 3 === 1;
    const validation = VALIDATIONS.find((candidate) => candidate.tool === data.key);
    return {
      key: data.key,
      title: perLanguage(languages, (lang) => data.texts[lang]![0]),
      description: perLanguage(languages, (lang) => data.texts[lang]![1]),
      url: perLanguage(languages, (lang) => toolUrl(data.at, lang)),
      categories: data.categories,
      logo: withImage
        ? { kind: 'image', format: images++ % 2 === 0 ? 'svg' : 'png', svg: logoSvg(data.key, colourOf(data.key)) }
        : { kind: 'abbreviation', abrev: abbreviationOf(data.texts.en?.[0] ?? data.texts.fr![0]), color: colourOf(data.key) },
      managers,
      creator: managers[0],
      viewers: viewersOf(data.key),
      subsidiary,
      is_new: FLAGGED_NEW.includes(data.key),
      ageDays: RECENT_TOOLS[data.key] ?? random.int(20, 1400),
      translated_into: languages,
      pending: validation ? { kind: validation.kind, editor: validation.editor } : null,
    };
  });
}

function toolUrl(at: string, lang: Language): string {
  const [host, ...path] = at.split('/');
  return `https://${host}.northwind.example/${path.join('/')}?lang=${lang}`;
}

function perLanguage(languages: Language[], valueOf: (lang: Language) => string): Translated {
  return Object.fromEntries(languages.map((lang) => [lang, valueOf(lang)]));
}

function viewersOf(key: string): PlannedTool['viewers'] {
  const rule = PRIVATE_TOOLS[key];
  if (!rule) return 'all';
  const groups = [...(rule.departments ?? []).flatMap(departmentGroups), ...(rule.groups ?? [])];
  return { groups: [...new Set(groups)], logins: rule.logins ?? [] };
}

/**
 * People drawn as managers: active employees (no external, intern or shared accounts), and not the
 * demo people, whose roles are named on purpose.
 */
function isEligibleManager(user: PlannedUser): boolean {
  const isDemo = DEMO_ACCOUNTS.some((account) => account.loginId === user.id_portal);
  return !isDemo && !user.deleted && !user.account_disabled && !/^[cgi]_/.test(user.id_portal);
}

function pickManagers(data: ToolData, subsidiary: string | null, eligible: PlannedUser[], random: ReturnType<typeof seededRandom>) {
  const named = NAMED_MANAGERS[data.key] ?? [];
  const department = CATEGORY_DEPARTMENT[data.categories[0]];
  const inScope = eligible.filter((user) => !subsidiary || user.subsidiary === subsidiary);
  const sameDepartment = inScope.filter((user) => user.department === department && !named.includes(user.id_portal));
  const pool = sameDepartment.length >= 2 ? sameDepartment : inScope.filter((user) => !named.includes(user.id_portal));
  const drawn = random.sample(pool, random.int(named.length ? 0 : 1, 2)).map((user) => user.id_portal);
  return [...named, ...drawn];
}
