import { DepartmentCode } from './demo-company.data';
import { CategoryKey } from './demo-tool.types';

/** The department that runs the tools of a category: their managers are drawn from it. */
export const CATEGORY_DEPARTMENT: Record<CategoryKey, DepartmentCode> = {
  hr: 'HR',
  finance: 'FINANCE',
  it: 'IT',
  travel: 'FINANCE',
  learning: 'HR',
  communication: 'MARKETING',
  engineering: 'ENGINEERING',
  sales: 'SALES',
  legal: 'LEGAL',
  facilities: 'SUPPLY',
  security: 'IT',
  data: 'DATA',
};

/** Managers named on purpose, first (so also the creator); one or two more are drawn. */
export const NAMED_MANAGERS: Record<string, string[]> = {
  'status-page': ['marc.manager'],
  'software-catalogue': ['marc.manager'],
  'it-knowledge-base': ['marc.manager'],
  printing: ['marc.manager'],
  vpn: ['marc.manager'],
  chat: ['marc.manager'],
  video: ['marc.manager'],
  'coffee-roulette': ['marc.manager'],
  'canteen-europe': ['sophie.subadmin'],
  'meeting-rooms-europe': ['sophie.subadmin'],
  'local-news-europe': ['sophie.subadmin'],
  'works-council': ['sophie.subadmin'],
  'code-of-conduct': ['victor.validator'],
  'ethics-hotline': ['victor.validator'],
};

interface PrivateViewers {
  /** Every office group of these departments. */
  departments?: DepartmentCode[];
  groups?: string[];
  logins?: string[];
}

/** Private tools (visibility -1): only these groups and people see them. */
export const PRIVATE_TOOLS: Record<string, PrivateViewers> = {
  recruitment: { departments: ['HR'], logins: ['alice.admin'] },
  'supplier-invoices': { departments: ['FINANCE'] },
  budget: { departments: ['FINANCE'], groups: ['GRP-ALL-MANAGERS'] },
  'month-end-closing': { groups: ['GRP-FINANCE-PARIS', 'GRP-FINANCE-LONDON', 'GRP-FINANCE-NEWYORK', 'GRP-FINANCE-TOKYO'] },
  treasury: { groups: ['GRP-FINANCE-PARIS'], logins: ['alice.admin', 'emma.employee'] },
  'cloud-console': { departments: ['ENGINEERING', 'IT'] },
  'feature-flags': { departments: ['ENGINEERING'], logins: ['marc.manager'] },
  commissions: { departments: ['SALES'] },
  leadership: { groups: ['GRP-ALL-MANAGERS', 'GRP-EXEC-COMMITTEE'] },
  'contract-repository': { departments: ['LEGAL'], groups: ['GRP-EXEC-COMMITTEE'], logins: ['victor.validator'] },
  'market-intelligence': { departments: ['SALES', 'MARKETING'], logins: ['c_carla.contractor'] },
};

/** Local tools shown to one subsidiary only (the regional tools come on top). */
export const SUBSIDIARY_TOOLS: Record<string, string> = {
  'works-council': 'Northwind Europe',
  'retirement-401k': 'Northwind Americas',
};

/** Tools created fewer than 15 days before the first seed (age in days); the others are months or years old. */
export const RECENT_TOOLS: Record<string, number> = {
  'local-news-americas': 1,
  'coffee-roulette': 2,
  translation: 3,
  'offices-asia': 4,
  'trip-carbon': 6,
  mentoring: 8,
  'feature-flags': 9,
  forms: 11,
  'data-classification': 12,
  'architecture-decisions': 13,
};

/** Older tools an administrator flagged as new anyway. */
export const FLAGGED_NEW: readonly string[] = ['analytics-workspace', 'desk-booking', 'sustainability', 'password-manager'];
