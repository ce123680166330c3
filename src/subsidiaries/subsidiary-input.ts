import { checkSubsidiaryForm, chosenCompanies, RuleViolation, SUBSIDIARY_RULES } from '../contracts';
import { SubsidiaryRulesBroken } from './subsidiary.errors';

/** What a create or update body holds once read: `POST/PUT subsidiaries` (name, companies, is_translated). */
export interface SubsidiaryInput {
  name: string;
  companies: string[];
  is_translated: boolean;
}

/** Reads the popin's body; any broken rule is a 400 naming its fields, before anything is read or written. */
export function subsidiaryInputOf(body: unknown): SubsidiaryInput {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const violations: RuleViolation[] = [];
  const name = typeof record.name === 'string' ? record.name.trim() : '';
  if (record.name !== undefined && typeof record.name !== 'string') violations.push({ field: 'name', ...SUBSIDIARY_RULES.required });
  const companies = chosenCompanies(record.companies);
  if (companies === null) violations.push({ field: 'companies', ...SUBSIDIARY_RULES.required });
  violations.push(...checkSubsidiaryForm({ name, companies: companies ?? ['-'] }).filter((v) => !violations.some((w) => w.field === v.field)));
  if (violations.length) throw new SubsidiaryRulesBroken(violations);
  return { name, companies: companies!, is_translated: record.is_translated === true };
}
