import { LIMITS } from './limits';
import type { RuleViolation } from './settings';

/** Messages of the subsidiary popin (back-office spec sections 2 and 5); the UIs translate the codes. */
export const SUBSIDIARY_RULES = {
  required: { code: 'SUBSIDIARY.REQUIRED', message: 'All fields are required' },
  nameTooLong: { code: 'SUBSIDIARY.NAME_TOO_LONG', message: `At most ${LIMITS.subsidiaryNameMaxLength} characters.` },
  nameTaken: { code: 'SUBSIDIARY.NAME_TAKEN', message: 'Another subsidiary already has this name.' },
  unknownCompany: { code: 'SUBSIDIARY.UNKNOWN_COMPANY', message: 'Unknown company.' },
  companyTaken: { code: 'SUBSIDIARY.COMPANY_TAKEN', message: 'A company belongs to another subsidiary.' },
  inUse: { code: 'SUBSIDIARY.IN_USE', message: 'This subsidiary is still in use.' },
} as const;

/** The `used` flag of a company in the form (spec section 3): free, taken by another subsidiary (hidden), chosen for this one. */
export const COMPANY_USED = { free: 0, byAnother: 1, byThis: 2 } as const;
export type CompanyUsed = (typeof COMPANY_USED)[keyof typeof COMPANY_USED];

/** A company as the subsidiary popin lists it. */
export interface CompanyChoice {
  name: string;
  used: CompanyUsed;
}

export interface SubsidiaryFormInput {
  name?: string;
  companies?: string[];
}

/**
 * The companies a form sends: names, or the popin's `{ name, used }` entries, of which those marked
 * free or taken by another subsidiary (0, 1) are options left unchosen. Duplicates count once.
 */
export function chosenCompanies(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const names: string[] = [];
  for (const entry of value) {
    if (typeof entry === 'string') names.push(entry.trim());
    else if (entry && typeof entry === 'object' && typeof (entry as CompanyChoice).name === 'string') {
      const used = (entry as { used?: unknown }).used;
      if (used === COMPANY_USED.free || used === COMPANY_USED.byAnother) continue;
      names.push((entry as CompanyChoice).name.trim());
    } else return null;
  }
  return [...new Set(names.filter(Boolean))];
}

/** The subsidiary popin's rules (spec section 5): a name of at most 60 characters and at least one company, both required. */
export function checkSubsidiaryForm(input: SubsidiaryFormInput): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const name = input.name?.trim() ?? '';
  if (!name) violations.push({ field: 'name', ...SUBSIDIARY_RULES.required });
  else if (name.length > LIMITS.subsidiaryNameMaxLength) violations.push({ field: 'name', ...SUBSIDIARY_RULES.nameTooLong });
  if (!input.companies?.length) violations.push({ field: 'companies', ...SUBSIDIARY_RULES.required });
  return violations;
}

/** The flag of each company for the subsidiary `ownCompanies` belongs to (none for a new one). */
export function companyChoices(companies: readonly string[], takenByOthers: ReadonlySet<string>, ownCompanies: ReadonlySet<string>): CompanyChoice[] {
  return companies.map((name) => ({
    name,
    used: ownCompanies.has(name) ? COMPANY_USED.byThis : takenByOthers.has(name) ? COMPANY_USED.byAnother : COMPANY_USED.free,
  }));
}
