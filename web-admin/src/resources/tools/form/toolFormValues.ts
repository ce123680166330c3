import {
  ALL_VIEWERS,
  audienceOf,
  chosenLanguages,
  isNewOnSave,
  isRequestCode,
  LANGUAGES,
  TOOL_RULES,
  type Language,
  type RuleViolation,
  type ToolBody,
  type ToolForEditing,
  type ToolLogo,
  type Translated,
  PRIVATE,
  visibilityKeyOf,
  visibilityOfKey,
  type VisibilityKey,
} from '@contracts';
import { toolFormViolations } from '@contracts/requests/tool-form';
import type { DirectoryEntry } from '../../../api/directoryEntry';

/** The visibility radio's value (src/contracts/tool-visibility.ts); '' until the person's choices are known. */
type VisibilityValue = VisibilityKey | '';

export interface ToolFormValues {
  id?: string;
  /** Kept for a single delete's details; never edited. */
  creator?: string | null;
  title: Translated;
  description: Translated;
  url: Translated;
  logo: ToolLogo;
  categories: string[];
  managers: DirectoryEntry[];
  users: DirectoryEntry[];
  visibility: VisibilityValue;
}

const emptyTexts = (): Translated => Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as Translated;

export function emptyToolValues(creator: DirectoryEntry | undefined, visibility: VisibilityValue): ToolFormValues {
  return {
    title: emptyTexts(),
    description: emptyTexts(),
    url: emptyTexts(),
    logo: { abrev: '', color: '' },
    categories: [],
    // Spec section 5: the creator is the default manager on creation.
    managers: creator ? [creator] : [],
    users: [],
    visibility,
  };
}

export function toFormValues(tool: ToolForEditing, entryOf: (value: string) => DirectoryEntry): ToolFormValues {
  const visibility = visibilityKeyOf(tool.visibility);
  return {
    id: tool._id,
    creator: tool.creator,
    title: { ...emptyTexts(), ...tool.title },
    description: { ...emptyTexts(), ...tool.description },
    url: { ...emptyTexts(), ...tool.url },
    logo: { image: tool.logo?.image, abrev: tool.logo?.abrev ?? '', color: tool.logo?.color ?? '' },
    categories: tool.categories ?? [],
    managers: tool.managers.map(entryOf),
    users: tool.visibility === PRIVATE ? tool.users.filter((value) => value !== ALL_VIEWERS).map(entryOf) : [],
    visibility,
  };
}

const trimmed = (texts: Translated): Translated =>
  Object.fromEntries(LANGUAGES.filter((lang) => texts[lang]?.trim()).map((lang) => [lang, texts[lang]!.trim()]));

/** The postApp / updateApp body (spec sections 4 and 7). */
export function toPayload(values: ToolFormValues, creator?: string): ToolBody {
  const title = trimmed(values.title);
  const description = trimmed(values.description);
  const url = trimmed(values.url);
  const visibility = visibilityOfKey(values.visibility);
  const translated_into = chosenLanguages({ title, description, url });
  const logo: ToolLogo = {};
  if (values.logo.image) logo.image = values.logo.image;
  if (values.logo.abrev?.trim()) logo.abrev = values.logo.abrev.trim();
  if (values.logo.color) logo.color = values.logo.color;
  return {
    ...(values.id ? { _id: values.id } : creator ? { creator } : {}),
    title,
    description,
    url,
    logo,
    categories: values.categories,
    managers: values.managers.map((entry) => entry.value),
    // A public or subsidiary tool is everyone's (its people): its viewers are "all".
    ...audienceOf(visibility, values.users.map((entry) => entry.value)),
    is_new: isNewOnSave(visibility),
    is_translated: translated_into.length > 1,
    translated_into,
  };
}

/** The form's rules on its values: the schema the server parses every save with (src/contracts/requests/tool-form.ts). */
function toolViolations(values: ToolFormValues): RuleViolation[] {
  return toolFormViolations(toPayload(values));
}

/** The i18n key (and its values) of a broken rule, from its code and parameters (`TOOL.TOO_LONG` with `{ max: 60 }`). */
// react-admin reads an error as a translation only when it has both `message` and `args`.
export function ruleMessage(code: string | undefined, message: string, params: Record<string, unknown> = {}): { message: string; args: Record<string, unknown> } {
  if (code === TOOL_RULES.tooLong.code || code === 'TOOL.TOO_MANY') {
    return { message: code === 'TOOL.TOO_MANY' ? 'portal.tools.form.errors.too_many' : 'portal.tools.form.errors.too_long', args: params };
  }
  if (code && isRequestCode(code)) return { message: `portal.errors.fields.${code}`, args: params };
  const known = Object.values(TOOL_RULES).find((rule) => rule.code === code);
  if (known) return { message: `portal.tools.form.errors.${known.code}`, args: {} };
  return { message, args: { _: message } };
}

/** react-admin's form-level validation: nested errors (`title.en`) with translatable messages. */
export function validateToolForm(values: ToolFormValues): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const violation of toolViolations(values)) {
    const path = violation.field.split('.');
    let node = errors;
    path.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
    node[path[path.length - 1]] ??= ruleMessage(violation.code, violation.message, violation.params);
  }
  return errors;
}

/** Languages other than the interface's with content: the translation state (spec section 4). */
export function otherLanguagesWithContent(values: Pick<ToolFormValues, 'title' | 'description' | 'url'>, current: Language): Language[] {
  return chosenLanguages(values).filter((lang) => lang !== current);
}
