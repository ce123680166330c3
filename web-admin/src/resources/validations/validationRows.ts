import { LANGUAGES, type Language, type Translated, type ValidationView } from '@contracts';
import { cutText } from '../../components/cutText';

/** What the request proposes, else what the tool shows today. */
const titleOf = (validation: ValidationView): Translated => validation.changed?.title ?? validation.app?.title ?? {};
const urlOf = (validation: ValidationView): Translated => validation.changed?.url ?? validation.app?.url ?? {};

/**
 * The name column (spec section 2): the French title when the interface is French or the English
 * title is empty, otherwise the English one.
 */
export function validationTitle(validation: ValidationView, language: Language): string {
  const title = titleOf(validation);
  const english = title.en?.trim() ?? '';
  const french = title.fr?.trim() ?? '';
  if (language === 'fr' || !english) return french || english || Object.values(title).find((text) => text?.trim()) || '';
  return english;
}

/** Cut to 18 characters: 17 and an ellipsis. */
export const validationName = (validation: ValidationView, language: Language) => cutText(validationTitle(validation, language));

/** The url column: one "(lang) url" line per language that has one. */
export function validationUrls(validation: ValidationView): string[] {
  const url = urlOf(validation);
  return LANGUAGES.filter((lang) => url[lang]?.trim()).map((lang) => `(${lang}) ${url[lang]!.trim()}`);
}

export type ValidationSortField = 'name' | 'updated_time';
export interface ValidationSort {
  field: ValidationSortField;
  order: 'ASC' | 'DESC';
}

/** Spec section 2: sortable by name and updated time, name ascending by default. */
export const DEFAULT_VALIDATION_SORT: ValidationSort = { field: 'name', order: 'ASC' };

export function sortValidations(validations: readonly ValidationView[], sort: ValidationSort, language: Language): ValidationView[] {
  const key = (validation: ValidationView) =>
    sort.field === 'name' ? validationTitle(validation, language).toLocaleLowerCase(language) : (validation.updated_time ?? '');
  const direction = sort.order === 'ASC' ? 1 : -1;
  return [...validations].sort((a, b) => direction * key(a).localeCompare(key(b), language) || a._id.localeCompare(b._id));
}

/** The waiting extra approval of a request, if any. */
export const pendingExtra = (validation: ValidationView) => validation.extra_validations.find((extra) => extra.status === 'pending');

export const validatorName = (extra: { validator: { fullname?: string; title?: string } }) => extra.validator.fullname ?? extra.validator.title ?? '';
