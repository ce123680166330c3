import { checkCategoryForm, LANGUAGES, type Language } from '@contracts';

/** The category form's rules from contracts (a name in en or fr, at most 60 per language, an icon), as form errors. */
export function validateCategory(values: Record<string, unknown>) {
  const names = (values.name ?? {}) as Partial<Record<Language, string>>;
  const violations = checkCategoryForm({ name: names, icon: typeof values.icon === 'string' ? values.icon : '' });
  const errors: Record<string, unknown> = {};
  for (const violation of violations) {
    const message = `portal.errors.${violation.code}`;
    // react-admin reads nested errors: { name: { en: … } } shows under the English field.
    if (violation.field === 'name') errors.name = { en: message, fr: message };
    else if (violation.field.startsWith('name.')) {
      const lang = violation.field.slice('name.'.length) as Language;
      if (LANGUAGES.includes(lang)) errors.name = { ...(errors.name as object), [lang]: message };
    } else errors[violation.field] = message;
  }
  return errors;
}
