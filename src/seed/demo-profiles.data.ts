import type { Language } from '../contracts';
import { DemoLoginId } from './demo-accounts';
import { CityCode, DepartmentCode } from './demo-company.data';

export interface DemoProfile {
  company: string;
  city: CityCode;
  department: DepartmentCode;
  title: string;
  language: Language;
  services: string[];
  background: number;
  is_administrator?: boolean;
  is_sub_admin?: boolean;
  validations?: boolean;
  account_disabled?: boolean;
}

/** Where each demo person sits in the directory, chosen so each shows one role of the product. */
export const DEMO_PROFILES: Record<Exclude<DemoLoginId, 'nina.notregistered'>, DemoProfile> = {
  'emma.employee': {
    company: 'Northwind France SAS',
    city: 'PARIS',
    department: 'FINANCE',
    title: 'Accountant',
    language: 'en',
    services: ['GRP-FINANCE-PARIS', 'GRP-NEWCOMERS', 'GRP-SECURITY-CHAMPIONS'],
    background: 3,
  },
  'marc.manager': {
    company: 'Northwind France SAS',
    city: 'PARIS',
    department: 'IT',
    title: 'IT service manager',
    language: 'fr',
    services: ['GRP-IT-PARIS', 'GRP-ALL-MANAGERS'],
    background: 7,
  },
  'alice.admin': {
    company: 'Northwind Holding SA',
    city: 'PARIS',
    department: 'IT',
    title: 'Digital workplace lead',
    language: 'en',
    services: ['GRP-IT-PARIS', 'GRP-ALL-MANAGERS', 'GRP-EXEC-COMMITTEE'],
    background: 12,
    is_administrator: true,
  },
  'sophie.subadmin': {
    company: 'Northwind Benelux SA',
    city: 'BRUSSELS',
    department: 'SALES',
    title: 'Internal communication officer, Europe',
    language: 'fr',
    services: ['GRP-SALES-BRUSSELS', 'GRP-ALL-MANAGERS'],
    background: 5,
    is_sub_admin: true,
  },
  'victor.validator': {
    company: 'Northwind France SAS',
    city: 'PARIS',
    department: 'LEGAL',
    title: 'Compliance officer',
    language: 'fr',
    services: ['GRP-LEGAL-PARIS', 'GRP-PORTAL-VALIDATORS'],
    background: 9,
    validations: true,
  },
  'c_carla.contractor': {
    company: 'Northwind UK Ltd',
    city: 'LONDON',
    department: 'SALES',
    title: 'Sales consultant (external)',
    language: 'en',
    services: ['GRP-SALES-LONDON'],
    background: 1,
  },
  'dan.disabled': {
    company: 'Northwind USA Inc.',
    city: 'NEWYORK',
    department: 'FINANCE',
    title: 'Financial analyst',
    language: 'en',
    services: ['GRP-FINANCE-NEWYORK'],
    background: 2,
    account_disabled: true,
  },
};
