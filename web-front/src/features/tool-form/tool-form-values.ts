import { checkToolForm, DEFAULT_LOGO_COLOR, LANGUAGES, type CurrentUser, type Language, type RuleViolation } from '@contracts';
import type { EditableTool, ToolBody } from '@/api/tool-types';

/** A person or a group chosen in a picker, with the name it shows. */
export interface Picked {
  id: string;
  label: string;
  kind: 'person' | 'group';
}

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

export const ALL_VIEWERS = 'all';
const emptyTexts = (): Texts => Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as Texts;
const textsOf = (value: Partial<Record<Language, string>> | undefined): Texts => ({ ...emptyTexts(), ...(value ?? {}) });

/**
 * A new tool: the creator is its first manager (section 5), the fixed orange, private until told
 * otherwise (a sub-administrator's is for their subsidiary, the only choice they have).
 */
export function newToolValues(user: Pick<CurrentUser, '_id' | 'fullname' | 'is_administrator' | 'is_sub_admin' | 'subsidiary'>): ToolFormValues {
  const subsidiaryOnly = user.is_sub_admin && !user.is_administrator && !!user.subsidiary;
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
    visibility: subsidiaryOnly ? 'subsidiary' : 'private',
    subsidiaryId: subsidiaryOnly ? user.subsidiary!._id : null,
  };
}

/** The visibility a stored tool has: "all" with a subsidiary, "all" alone, or its listed viewers. */
export function visibilityOfTool(tool: Pick<EditableTool, 'users' | 'subsidiaryId'>): VisibilityValue {
  if (!(tool.users ?? []).includes(ALL_VIEWERS)) return 'private';
  return tool.subsidiaryId ? 'subsidiary' : 'public';
}

/** An existing tool, its people named with `nameOf` (group names name themselves). */
export function valuesOfTool(tool: EditableTool, nameOf: (id: string) => Picked): ToolFormValues {
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
    visibility: visibilityOfTool(tool),
    subsidiaryId: tool.subsidiaryId ?? null,
  };
}

const trimmed = (texts: Texts) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, texts[lang].trim()]).filter(([, text]) => text)) as Partial<Record<Language, string>>;

/** What postApp / updateApp receive. */
export function toolBodyOf(values: ToolFormValues): ToolBody {
  const isPrivate = values.visibility === 'private';
  return {
    title: trimmed(values.title),
    description: trimmed(values.description),
    url: trimmed(values.url),
    logo: { ...(values.image ? { image: values.image } : {}), abrev: values.abrev.trim(), color: values.color },
    categories: values.categories,
    managers: values.managers.map((manager) => manager.id),
    users: isPrivate ? values.viewers.map((viewer) => viewer.id) : [ALL_VIEWERS],
    subsidiaryId: values.visibility === 'subsidiary' ? values.subsidiaryId : null,
  };
}

/** The form's rules, the same the server applies (src/contracts/tool-rules.ts). */
export function violationsOf(values: ToolFormValues): RuleViolation[] {
  const body = toolBodyOf(values);
  const visibility = values.visibility === 'private' ? -1 : values.visibility === 'public' ? 0 : (values.subsidiaryId ?? 0);
  return checkToolForm({ ...body, logo: { ...body.logo, abrev: values.abrev }, visibility });
}
