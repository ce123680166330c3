import type { Language } from '../contracts';

/** Northwind, the demo company: its subsidiaries, companies, offices, departments and people's names. */

export type NameOrigin = 'fr' | 'en' | 'zh' | 'ja';
type RegionSlug = 'europe' | 'americas' | 'asia';

interface SubsidiaryData {
  name: string;
  slug: RegionSlug;
  /** The region as a tool title says it, e.g. "Payslips — Europe". */
  region: Record<Language, string>;
}

export const SUBSIDIARIES: SubsidiaryData[] = [
  { name: 'Northwind Europe', slug: 'europe', region: { en: 'Europe', fr: 'Europe', zh: '欧洲', ja: '欧州' } },
  { name: 'Northwind Americas', slug: 'americas', region: { en: 'Americas', fr: 'Amériques', zh: '美洲', ja: '米州' } },
  { name: 'Northwind Asia', slug: 'asia', region: { en: 'Asia', fr: 'Asie', zh: '亚洲', ja: 'アジア' } },
];

export const CITIES = {
  PARIS: 'Paris',
  LYON: 'Lyon',
  BRUSSELS: 'Brussels',
  LONDON: 'London',
  NEWYORK: 'New York',
  CHICAGO: 'Chicago',
  MONTREAL: 'Montréal',
  TORONTO: 'Toronto',
  SHANGHAI: 'Shanghai',
  BEIJING: 'Beijing',
  TOKYO: 'Tokyo',
  OSAKA: 'Osaka',
  SINGAPORE: 'Singapore',
} as const;
export type CityCode = keyof typeof CITIES;

export const DEPARTMENTS = {
  FINANCE: { title: 'Finance', jobs: ['Accountant', 'Financial controller', 'Treasury analyst', 'Payroll specialist'] },
  HR: { title: 'Human resources', jobs: ['HR business partner', 'Recruiter', 'Training coordinator', 'Compensation analyst'] },
  IT: { title: 'IT', jobs: ['Service desk analyst', 'Network engineer', 'Systems administrator', 'IT project manager'] },
  SALES: { title: 'Sales', jobs: ['Account executive', 'Key account manager', 'Sales operations analyst', 'Pre-sales consultant'] },
  MARKETING: { title: 'Marketing', jobs: ['Product marketing manager', 'Brand manager', 'Content strategist', 'Events coordinator'] },
  ENGINEERING: { title: 'Engineering', jobs: ['Software engineer', 'Test engineer', 'Site reliability engineer', 'Engineering manager'] },
  LEGAL: { title: 'Legal', jobs: ['Legal counsel', 'Compliance officer', 'Paralegal', 'Contract manager'] },
  SUPPLY: { title: 'Supply chain', jobs: ['Buyer', 'Logistics planner', 'Facilities coordinator', 'Warehouse supervisor'] },
  DATA: { title: 'Data and analytics', jobs: ['Data analyst', 'Data engineer', 'Data scientist', 'BI developer'] },
} as const;
export type DepartmentCode = keyof typeof DEPARTMENTS;

/** The department groups of each office: 35 groups, with the 5 transversal ones the directory's 40. */
export const CITY_DEPARTMENTS: Record<CityCode, DepartmentCode[]> = {
  PARIS: ['FINANCE', 'HR', 'IT', 'SALES', 'MARKETING', 'LEGAL', 'DATA'],
  LYON: ['ENGINEERING', 'SUPPLY', 'IT'],
  BRUSSELS: ['SALES', 'FINANCE'],
  LONDON: ['SALES', 'FINANCE', 'LEGAL'],
  NEWYORK: ['SALES', 'FINANCE', 'MARKETING', 'HR'],
  CHICAGO: ['SUPPLY', 'ENGINEERING'],
  MONTREAL: ['ENGINEERING', 'IT'],
  TORONTO: ['SALES'],
  SHANGHAI: ['SALES', 'SUPPLY', 'ENGINEERING', 'HR'],
  BEIJING: ['SALES'],
  TOKYO: ['SALES', 'ENGINEERING', 'FINANCE'],
  OSAKA: ['SUPPLY'],
  SINGAPORE: ['SALES', 'FINANCE'],
};

export const TRANSVERSAL_GROUPS = [
  { guid: 'GRP-ALL-MANAGERS', title: 'All people managers' },
  { guid: 'GRP-EXEC-COMMITTEE', title: 'Executive committee' },
  { guid: 'GRP-PORTAL-VALIDATORS', title: 'Portal validators' },
  { guid: 'GRP-SECURITY-CHAMPIONS', title: 'Security champions' },
  { guid: 'GRP-NEWCOMERS', title: 'Newcomers of the year' },
] as const;

export function departmentGroup(department: DepartmentCode, city: CityCode): string {
  return `GRP-${department}-${city}`;
}

export interface CompanyData {
  name: string;
  /** The subsidiary the company belongs to, or null for the holding's own companies. */
  subsidiary: string | null;
  mailDomain: string;
  cities: CityCode[];
  /** Generated employees (the demo accounts come on top). */
  headcount: number;
  /** Where the staff's names come from, as weights. */
  origins: Partial<Record<NameOrigin, number>>;
}

export const COMPANIES: CompanyData[] = [
  { name: 'Northwind France SAS', subsidiary: 'Northwind Europe', mailDomain: 'fr.northwind.example', cities: ['PARIS', 'LYON'], headcount: 90, origins: { fr: 85, en: 10, ja: 5 } },
  { name: 'Northwind Benelux SA', subsidiary: 'Northwind Europe', mailDomain: 'be.northwind.example', cities: ['BRUSSELS'], headcount: 25, origins: { fr: 70, en: 30 } },
  { name: 'Northwind UK Ltd', subsidiary: 'Northwind Europe', mailDomain: 'uk.northwind.example', cities: ['LONDON'], headcount: 35, origins: { en: 85, fr: 10, zh: 5 } },
  { name: 'Northwind USA Inc.', subsidiary: 'Northwind Americas', mailDomain: 'us.northwind.example', cities: ['NEWYORK', 'CHICAGO'], headcount: 60, origins: { en: 80, zh: 10, ja: 5, fr: 5 } },
  { name: 'Northwind Canada Ltd', subsidiary: 'Northwind Americas', mailDomain: 'ca.northwind.example', cities: ['MONTREAL', 'TORONTO'], headcount: 30, origins: { en: 50, fr: 45, zh: 5 } },
  { name: 'Northwind China Co., Ltd.', subsidiary: 'Northwind Asia', mailDomain: 'cn.northwind.example', cities: ['SHANGHAI', 'BEIJING'], headcount: 50, origins: { zh: 92, en: 5, fr: 3 } },
  { name: 'Northwind Japan K.K.', subsidiary: 'Northwind Asia', mailDomain: 'jp.northwind.example', cities: ['TOKYO', 'OSAKA'], headcount: 45, origins: { ja: 92, en: 5, fr: 3 } },
  { name: 'Northwind Singapore Pte. Ltd.', subsidiary: 'Northwind Asia', mailDomain: 'sg.northwind.example', cities: ['SINGAPORE'], headcount: 25, origins: { zh: 55, en: 40, ja: 5 } },
  { name: 'Northwind Holding SA', subsidiary: null, mailDomain: 'northwind.example', cities: ['PARIS'], headcount: 30, origins: { fr: 65, en: 25, zh: 5, ja: 5 } },
  { name: 'Northwind Labs SAS', subsidiary: null, mailDomain: 'labs.northwind.example', cities: ['LYON'], headcount: 10, origins: { fr: 60, en: 20, ja: 20 } },
];

/** Shared mailboxes (login ids with the "g_" prefix); counted in their company's headcount. */
export const GENERIC_ACCOUNTS = [
  { loginId: 'g_reception.lyon', firstname: 'Reception', lastname: 'Lyon', company: 'Northwind France SAS', city: 'LYON', department: 'SUPPLY' },
  { loginId: 'g_helpdesk.tokyo', firstname: 'Helpdesk', lastname: 'Tokyo', company: 'Northwind Japan K.K.', city: 'TOKYO', department: 'ENGINEERING' },
  { loginId: 'g_accounts.newyork', firstname: 'Accounts payable', lastname: 'New York', company: 'Northwind USA Inc.', city: 'NEWYORK', department: 'FINANCE' },
] as const;

export const FIRST_NAMES: Record<NameOrigin, readonly string[]> = {
  fr: [
    'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Julie', 'Claire', 'Pauline', 'Élodie', 'Mathilde', 'Amélie', 'Océane',
    'Nathalie', 'Isabelle', 'Hélène', 'Thomas', 'Nicolas', 'Julien', 'Antoine', 'Maxime', 'Hugo', 'Louis', 'Lucas',
    'Théo', 'Guillaume', 'Pierre', 'François', 'Olivier', 'Sébastien', 'Jérôme',
  ],
  en: [
    'Emily', 'Olivia', 'Charlotte', 'Hannah', 'Grace', 'Megan', 'Rachel', 'Laura', 'Jessica', 'Sarah', 'Amy', 'Lucy',
    'James', 'Oliver', 'Jack', 'Harry', 'William', 'Daniel', 'Michael', 'David', 'Matthew', 'Ryan', 'Andrew',
    'Christopher', 'Benjamin', 'Samuel',
  ],
  zh: [
    'Wei', 'Fang', 'Xiuying', 'Na', 'Min', 'Jing', 'Qiang', 'Lei', 'Jun', 'Yang', 'Yan', 'Jie', 'Tao', 'Ming', 'Chao',
    'Hui', 'Yong', 'Xin', 'Hao', 'Yu', 'Ting', 'Bo', 'Ping', 'Zihan', 'Haoran', 'Yuxuan', 'Mengyao', 'Jiayi',
  ],
  ja: [
    'Haruto', 'Yuto', 'Sota', 'Ren', 'Hinata', 'Takumi', 'Kenji', 'Hiroshi', 'Daiki', 'Shota', 'Yui', 'Aoi', 'Sakura',
    'Hina', 'Yuna', 'Mei', 'Akari', 'Misaki', 'Ayaka', 'Naoko', 'Keiko', 'Emi', 'Riko', 'Kaito', 'Takeshi', 'Yuki',
  ],
};

export const LAST_NAMES: Record<NameOrigin, readonly string[]> = {
  fr: [
    'Lefèvre', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Faure', 'André',
    'Mercier', 'Blanchard', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'Legrand', 'Gauthier', 'Perrin', 'Robin',
    'Clément', 'Morin', 'Henry', 'Roussel', 'Mathieu', 'Gaillard', 'Lemaire', 'Noël', 'Barbier',
  ],
  en: [
    'Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Davies', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker',
    'Wright', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Harris', 'Clarke', 'Jackson',
    'Turner', 'Hill', 'Cooper', 'Ward', 'Morris', 'King', 'Baker', 'Carter',
  ],
  zh: [
    'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo',
    'He', 'Lin', 'Gao', 'Luo', 'Zheng', 'Liang', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao',
  ],
  ja: [
    'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida',
    'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Yamazaki', 'Mori', 'Abe',
    'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Fujita', 'Okada',
  ],
};
