import {
  ALL_VIEWERS,
  audienceOf,
  callerOf,
  DEFAULT_LOGO_COLOR,
  defaultVisibility,
  LANGUAGES,
  PRIVATE,
  PUBLIC,
  visibilityKeyOf,
  visibilityOf,
  type CurrentUser,
  type Language,
  type RuleViolation,
  type ToolBody,
  type ToolForEditing,
  type VisibilityChoice,
  type VisibilityKey,
} from '@contracts';
import { toolFormViolations } from '@contracts/requests/tool-form';
import type { DirectoryEntry } from '@/features/directory';

/** A person or a group chosen in a picker, with the name it shows. */
export type Picked = DirectoryEntry;

/** The visibility choices a user may make (back-office spec section 5): private, public, own subsidiary. */
export type VisibilityValue = 'private' | 'public' | 'subsidiary';

export type Texts = Record<Language, string>;

export interface ToolFormValues {
  title: Texts;
  description: Texts;
  url: Texts;
  image: string;
  abrev: string;
  color: string;
  categories: string[];
  managers: Picked[];
  viewers: Picked[];
  visibility: VisibilityValue;
  /** The subsidiary of a 'subsidiary' visibility. */
  subsidiaryId: string | null;
}

const emptyTexts = (): Texts => Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as Texts;
const textsOf = (value: Partial<Record<Language, string>> | undefined): Texts => ({ ...emptyTexts(), ...(value ?? {}) });

/** The radio's value and subsidiary of a visibility (src/contracts/tool-visibility.ts encodes it). */
function formVisibilityOf(choice: VisibilityChoice): Pick<ToolFormValues, 'visibility' | 'subsidiaryId'> {
  if (typeof choice === 'object') return { visibility: 'subsidiary', subsidiaryId: choice.subsidiaryId };
  return { visibility: choice === PRIVATE ? 'private' : 'public', subsidiaryId: null };
}

/** The visibility the form's radio and subsidiary say; a subsidiary choice without one is public. */
function choiceOf(values: Pick<ToolFormValues, 'visibility' | 'subsidiaryId'>): VisibilityChoice {
  if (values.visibility === 'private') return PRIVATE;
  return values.visibility === 'subsidiary' && values.subsidiaryId ? { subsidiaryId: values.subsidiaryId } : PUBLIC;
}

/** The radio's text of the form's visibility (src/contracts/tool-visibility.ts): `private`, `public` or `subsidiary:<id>`. */
export const visibilityKey = (values: Pick<ToolFormValues, 'visibility' | 'subsidiaryId'>): VisibilityKey => visibilityKeyOf(choiceOf(values));

/**
 * A new tool: the creator is its first manager (section 5), the fixed orange, and the shared
 * default visibility (private; a sub-administrator's is for their subsidiary, their only choice).
 */
export function newToolValues(user: Pick<CurrentUser, '_id' | 'fullname' | 'is_administrator' | 'is_sub_admin' | 'subsidiary'>): ToolFormValues {
  return {
    title: emptyTexts(),
    description: emptyTexts(),
    url: emptyTexts(),
    image: '',
    abrev: '',
    color: DEFAULT_LOGO_COLOR,
    categories: [],
    managers: [{ id: user._id, label: user.fullname, kind: 'person' }],
    viewers: [],
    ...formVisibilityOf(defaultVisibility(callerOf(user))),
  };
}

/** An existing tool, its people named with `nameOf` (group names name themselves). */
export function valuesOfTool(tool: ToolForEditing, nameOf: (id: string) => Picked): ToolFormValues {
  return {
    title: textsOf(tool.title),
    description: textsOf(tool.description),
    url: textsOf(tool.url),
    image: tool.logo?.image ?? '',
    abrev: tool.logo?.abrev ?? '',
    color: tool.logo?.color || DEFAULT_LOGO_COLOR,
    categories: (tool.categories ?? []).map(String),
    managers: (tool.managers ?? []).map(nameOf),
    viewers: (tool.users ?? []).filter((id) => id !== ALL_VIEWERS).map(nameOf),
    visibility: formVisibilityOf(visibilityOf(tool.users ?? [], tool.subsidiaryId)).visibility,
    subsidiaryId: tool.subsidiaryId ?? null,
  };
}

const trimmed = (texts: Texts) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, texts[lang].trim()]).filter(([, text]) => text)) as Partial<Record<Language, string>>;

/** What postApp / updateApp receive. */
export function toolBodyOf(values: ToolFormValues): ToolBody {
  return {
    title: trimmed(values.title),
    description: trimmed(values.description),
    url: trimmed(values.url),
    logo: { ...(values.image ? { image: values.image } : {}), abrev: values.abrev.trim(), color: values.color },
    categories: values.categories,
    managers: values.managers.map((manager) => manager.id),
    ...audienceOf(choiceOf(values), values.viewers.map((viewer) => viewer.id)),
  };
}

/** The form's rules: the schema the server parses every save with (src/contracts/requests/tool-form.ts). */
export function violationsOf(values: ToolFormValues): RuleViolation[] {
  return toolFormViolations(toolBodyOf(values));
}
