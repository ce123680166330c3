import type { Language } from '../contracts';
import { normaliseForSearch } from '../directory/search-names';
import { DEMO_ACCOUNTS } from './demo-accounts';
import {
  CITIES,
  CITY_DEPARTMENTS,
  COMPANIES,
  CityCode,
  CompanyData,
  DEPARTMENTS,
  DepartmentCode,
  FIRST_NAMES,
  GENERIC_ACCOUNTS,
  LAST_NAMES,
  NameOrigin,
  TRANSVERSAL_GROUPS,
  departmentGroup,
} from './demo-company.data';
import { DEMO_PROFILES, DemoProfile } from './demo-profiles.data';
import { seedGuid } from './seed-ids';
import { SeededRandom, seededRandom } from './seed-random';

interface PlannedGroup {
  guid: string;
  title: string;
  objectguid: string;
}

/** A directory person, with natural keys only (subsidiary by name); ids are resolved when written. */
export interface PlannedUser {
  id_portal: string;
  hermes_id: string;
  firstname: string;
  lastname: string;
  fullname: string;
  title: string;
  email: string;
  mailDomain: string;
  company: string;
  division: string;
  /** Not stored: the department that picks the person as a tool manager. */
  department: DepartmentCode;
  services: string[];
  language: Language;
  background: number;
  subsidiary: string | null;
  is_administrator: boolean;
  is_sub_admin: boolean;
  has_access: { validations: boolean };
  account_disabled: boolean;
  deleted: boolean;
}

export interface DemoDirectory {
  groups: PlannedGroup[];
  users: PlannedUser[];
}

/** Generated people who have left the company: kept in the directory, flagged deleted. */
const DELETED_SERIALS = new Set([57, 211, 333]);
const EXTRA_GROUP_COUNTS = [0, 0, 1, 1, 1, 2, 2, 3, 4];

export function departmentGroups(department: DepartmentCode): string[] {
  return (Object.keys(CITY_DEPARTMENTS) as CityCode[])
    .filter((city) => CITY_DEPARTMENTS[city].includes(department))
    .map((city) => departmentGroup(department, city));
}

function buildDemoGroups(): PlannedGroup[] {
  const cities = Object.keys(CITY_DEPARTMENTS) as CityCode[];
  const byOffice = cities.flatMap((city) =>
    CITY_DEPARTMENTS[city].map((department) => ({
      guid: departmentGroup(department, city),
      title: `${DEPARTMENTS[department].title} — ${CITIES[city]}`,
    })),
  );
  return [...byOffice, ...TRANSVERSAL_GROUPS].map((group) => ({ ...group, objectguid: seedGuid(group.guid) }));
}

/** 40 groups and 407 people: the seven demo accounts, then each company's staff. Same output every run. */
export function buildDemoDirectory(): DemoDirectory {
  const random = seededRandom('northwind-directory');
  const taken = new Set<string>(DEMO_ACCOUNTS.map((account) => account.loginId));
  const users: PlannedUser[] = DEMO_ACCOUNTS.flatMap((account, index) => {
    const profile = DEMO_PROFILES[account.loginId as keyof typeof DEMO_PROFILES];
    return profile ? [demoUser(account, profile, index)] : [];
  });
  let serial = 0;
  for (const company of COMPANIES) {
    const generics = GENERIC_ACCOUNTS.filter((generic) => generic.company === company.name);
    for (const generic of generics) {
      serial++;
      users.push({
        ...basePerson(company, serial, generic.loginId, generic.firstname, generic.lastname),
        ...placement(company, generic.city, generic.department, [departmentGroup(generic.department, generic.city)]),
        title: 'Shared mailbox',
        language: 'en',
        background: random.int(1, 19),
      });
    }
    for (let i = generics.length; i < company.headcount; i++) users.push(employee(company, ++serial, random, taken));
  }
  return { groups: buildDemoGroups(), users };
}

function demoUser(account: (typeof DEMO_ACCOUNTS)[number], profile: DemoProfile, index: number): PlannedUser {
  const company = COMPANIES.find((candidate) => candidate.name === profile.company)!;
  return {
    ...basePerson(company, 0, account.loginId, account.firstname, account.lastname),
    ...placement(company, profile.city, profile.department, profile.services),
    hermes_id: `E${String(index + 1).padStart(6, '0')}`,
    title: profile.title,
    language: profile.language,
    background: profile.background,
    is_administrator: !!profile.is_administrator,
    is_sub_admin: !!profile.is_sub_admin,
    has_access: { validations: !!profile.validations },
    account_disabled: !!profile.account_disabled,
  };
}

function employee(company: CompanyData, serial: number, random: SeededRandom, taken: Set<string>): PlannedUser {
  const origin = random.weighted(company.origins);
  const city = random.pick(company.cities);
  const department = random.pick(CITY_DEPARTMENTS[city]);
  const prefix = random.chance(0.04) ? 'c_' : random.chance(0.025) ? 'i_' : '';
  const { firstname, lastname, loginId } = uniqueName(origin, prefix, random, taken);
  const job = random.pick(DEPARTMENTS[department].jobs);
  const title = prefix === 'c_' ? `${job} (external)` : prefix === 'i_' ? `Intern, ${DEPARTMENTS[department].title}` : job;
  return {
    ...basePerson(company, serial, loginId, firstname, lastname),
    ...placement(company, city, department, servicesOf(company, city, department, random)),
    title,
    language: origin === 'en' || random.chance(0.2) ? 'en' : origin,
    background: random.int(1, 19),
  };
}

function basePerson(company: CompanyData, serial: number, loginId: string, firstname: string, lastname: string) {
  const mailbox = loginId.replace(/^[cgi]_/, '');
  return {
    id_portal: loginId,
    hermes_id: `E${100000 + serial}`,
    firstname,
    lastname,
    fullname: `${firstname} ${lastname}`,
    email: `${mailbox}@${company.mailDomain}`,
    mailDomain: company.mailDomain,
    company: company.name,
    subsidiary: company.subsidiary,
    is_administrator: false,
    is_sub_admin: false,
    has_access: { validations: false },
    account_disabled: false,
    deleted: DELETED_SERIALS.has(serial),
  };
}

function placement(company: CompanyData, city: CityCode, department: DepartmentCode, services: string[]) {
  return { department, division: `${DEPARTMENTS[department].title}, ${CITIES[city]}`, services, company: company.name };
}

/** The office's department group first, then up to four more (1–5 in all), all of the person's company. */
function servicesOf(company: CompanyData, city: CityCode, department: DepartmentCode, random: SeededRandom): string[] {
  const primary = departmentGroup(department, city);
  const sameCompany = company.cities.flatMap((office) => CITY_DEPARTMENTS[office].map((dep) => departmentGroup(dep, office)));
  const pool = [...sameCompany.filter((guid) => guid !== primary), 'GRP-ALL-MANAGERS', 'GRP-NEWCOMERS', 'GRP-SECURITY-CHAMPIONS'];
  const services = [primary, ...random.sample(pool, random.pick(EXTRA_GROUP_COUNTS))];
  if (random.chance(0.015)) services.push('GRP-EXEC-COMMITTEE');
  if (random.chance(0.02)) services.push('GRP-PORTAL-VALIDATORS');
  return services.slice(0, 5);
}

function uniqueName(origin: NameOrigin, prefix: string, random: SeededRandom, taken: Set<string>) {
  for (let attempt = 0; ; attempt++) {
    const firstname = random.pick(FIRST_NAMES[origin]);
    const lastname = random.pick(LAST_NAMES[origin]);
    const base = `${asciiOf(firstname)}.${asciiOf(lastname)}`;
    const loginId = `${prefix}${base}${attempt < 20 ? '' : attempt}`;
    if (!taken.has(base) && !taken.has(loginId)) {
      taken.add(base);
      taken.add(loginId);
      return { firstname, lastname, loginId };
    }
  }
}

function asciiOf(name: string): string {
  return normaliseForSearch(name).replace(/[^a-z]/g, '');
}
