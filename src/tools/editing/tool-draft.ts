import { Language, chosenLanguages, defaultAbbreviation, DEFAULT_LOGO_COLOR } from '../../contracts';
import { Types } from 'mongoose';
import { presentTexts, type ToolFormBody } from '../../contracts/requests/tool-form';
import type { ToolContentFields } from '../../contracts/wire/tools';
import { ALL_VIEWERS, audienceOf, isNewOnSave, visibilityOf, VisibilityChoice } from '../../contracts/tool-visibility';

/**
 * The content of a tool as the form sends it (postApp / updateApp) once read and normalised: the
 * part of a tool a validation holds in `changed` and acceptance applies. Ids are plain strings here
 * (a validation stores JSON); toStoredContent turns them into the live document's types.
 */
export interface ToolContent extends ToolContentFields {
  is_new: boolean;
  is_translated: boolean;
  translated_into: Language[];
}

/**
 * A postApp / updateApp body, already read and checked by its schema (`contracts/requests/tool-form.ts`),
 * as a tool's content with its visibility. `defaultManager` manages the tool when the body names no
 * managers at all (the creator, on creation).
 */
export function toolContentOf(body: ToolFormBody, defaultManager: string | null): { content: ToolContent; visibility: VisibilityChoice } {
  const title = presentTexts(body.title);
  const description = presentTexts(body.description);
  const url = presentTexts(body.url);
  const users = body.users ?? [];
  const visibility = visibilityOf(users, users.includes(ALL_VIEWERS) ? body.subsidiaryId : null);
  const translated_into = chosenLanguages({ title, description, url });
  const audience = audienceOf(visibility, users);
  const content: ToolContent = {
    title,
    description,
    url,
    logo: {
      ...(body.logo.image ? { image: body.logo.image } : {}),
      abrev: body.logo.abrev || defaultAbbreviation(title.en ?? title.fr ?? Object.values(title)[0]),
      color: body.logo.color || DEFAULT_LOGO_COLOR,
    },
    categories: (body.categories ?? []).map((id) => id.toLowerCase()),
    managers: (body.managers ?? (defaultManager ? [defaultManager] : [])).map((id) => id.toLowerCase()),
    // Public and subsidiary tools are for "all"; a private tool for its listed viewers only.
    users: audience.users,
    subsidiaryId: audience.subsidiaryId,
    is_new: isNewOnSave(visibility),
    is_translated: translated_into.length > 1,
    translated_into,
  };
  return { content, visibility };
}

/** Lower-case titles, stored for sorting and searching. */
function lowerTitles(title: ToolContent['title']): Partial<Record<Language, string>> {
  return Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, (text ?? '').toLocaleLowerCase()]));
}

/** The fields of two contents that differ, for the logs ("title, url"). */
export function changedFields(before: Partial<ToolContent>, after: ToolContent): string[] {
  return (Object.keys(after) as (keyof ToolContent)[]).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key]));
}


/** The content as the live tool document stores it (ObjectIds for references, lower-case titles). */
export function toStoredContent(content: ToolContent) {
  return {
    ...content,
    categories: content.categories.map((id) => new Types.ObjectId(id)),
    subsidiaryId: content.subsidiaryId ? new Types.ObjectId(content.subsidiaryId) : null,
    titleLower: lowerTitles(content.title),
  };
}

/** A live tool read back as content (what an edit is compared with, what the edit form starts from). */
export function contentOf(tool: Partial<Record<keyof ToolContent, unknown>>): ToolContent {
  return {
    title: (tool.title as ToolContent['title']) ?? {},
    description: (tool.description as ToolContent['description']) ?? {},
    url: (tool.url as ToolContent['url']) ?? {},
    logo: (tool.logo as ToolContent['logo']) ?? {},
    categories: ((tool.categories as unknown[]) ?? []).map(String),
    managers: ((tool.managers as unknown[]) ?? []).map(String),
    users: ((tool.users as unknown[]) ?? []).map(String),
    subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null,
    is_new: !!tool.is_new,
    is_translated: !!tool.is_translated,
    translated_into: ((tool.translated_into as Language[]) ?? []).slice(),
  };
}
