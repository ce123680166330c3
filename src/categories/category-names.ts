import { categoryNameKey, CATEGORY_RULES, LANGUAGES, RuleViolation } from '../contracts';

interface NamedCategory {
  id: string;
  name: Record<string, string>;
}

/**
 * Two categories may not share a name in one language (trimmed, case-insensitive): the sidebar would
 * show two identical entries. `candidates` replace the stored categories of the same id.
 */
export function nameClashes(candidates: readonly (NamedCategory & { field: string })[], stored: readonly NamedCategory[]): RuleViolation[] {
  const replaced = new Set(candidates.map((candidate) => candidate.id));
  const owners = new Map<string, string>();
  for (const category of stored) {
    if (replaced.has(category.id)) continue;
    for (const lang of LANGUAGES) if (category.name[lang]) owners.set(`${lang}\0${categoryNameKey(category.name[lang])}`, category.id);
  }
  const violations: RuleViolation[] = [];
  for (const candidate of candidates) {
    for (const lang of LANGUAGES) {
      if (!candidate.name[lang]) continue;
      const key = `${lang}\0${categoryNameKey(candidate.name[lang])}`;
      const owner = owners.get(key);
      if (owner !== undefined && owner !== candidate.id) {
        violations.push({ field: `${candidate.field}name.${lang}`, code: CATEGORY_RULES.nameTaken.code, message: CATEGORY_RULES.nameTaken.message });
      } else owners.set(key, candidate.id);
    }
  }
  return violations;
}
