import mongoose from 'mongoose';
import { CATEGORIES, categoryIconDataUrl } from './demo-categories';
import { PlannedTool } from './demo-catalogue';
import { CATEGORY_KEYS } from './demo-tool.types';
import { DEFAULT_TOOLS, PlannedValidation, VALIDATIONS } from './demo-workflow';
import { DirectoryIds } from './seed-directory';
import { seedObjectId } from './seed-ids';
import { storeLogos } from './seed-logos';
import { SeedModels, validationsCollection } from './seed-models';
import { SeedCount, idsByKey, insertMissing } from './seed-insert';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Categories, logos, tools, default tools and pending validations, referring to the directory's ids. */
export async function seedCatalogue(models: SeedModels, catalogue: PlannedTool[], ids: DirectoryIds, now: Date): Promise<SeedCount[]> {
  const counts: SeedCount[] = [];
  const stamps = { created_time: now, updated_time: now };
  const refs = referencesOf(ids);

  counts.push(
    await insertMissing(
      models.category,
      'nameForGTM',
      CATEGORIES.map((category) => ({
        _id: seedObjectId(`category:${category.key}`),
        name: category.name,
        icon: categoryIconDataUrl(category),
        is_translated: true,
        nameForGTM: category.key,
        ...stamps,
      })),
    ),
  );
  const categoryIds = await idsByKey(models.category, 'nameForGTM', [...CATEGORY_KEYS]);

  const logos = await storeLogos(
    mongoose.connection.db!,
    catalogue.flatMap((tool) => (tool.logo.kind === 'image' ? [{ key: tool.key, format: tool.logo.format, svg: tool.logo.svg }] : [])),
  );
  counts.push(logos.count);

  const tools = catalogue.map((tool) => {
    const created = new Date(now.getTime() - tool.ageDays * DAY_MS);
    return {
      _id: seedObjectId(`tool:${tool.key}`),
      title: tool.title,
      description: tool.description,
      url: tool.url,
      titleLower: Object.fromEntries(Object.entries(tool.title).map(([lang, title]) => [lang, title!.toLowerCase()])),
      logo: tool.logo.kind === 'image' ? { image: logos.names.get(tool.key) } : { abrev: tool.logo.abrev, color: tool.logo.color },
      categories: tool.categories.map((key) => refs.required(categoryIds.get(key), `category ${key}`)),
      managers: tool.managers.map(refs.person),
      users: tool.viewers === 'all' ? ['all'] : [...tool.viewers.groups.map(refs.group), ...tool.viewers.logins.map(refs.person)],
      creator: refs.person(tool.creator),
      subsidiaryId: tool.subsidiary ? refs.required(ids.subsidiaries.get(tool.subsidiary), `subsidiary ${tool.subsidiary}`) : null,
      is_new: tool.is_new,
      is_translated: tool.translated_into.length > 1,
      translated_into: tool.translated_into,
      is_published: tool.pending?.kind !== 'creation',
      has_pending_validation: !!tool.pending,
      pending_validation: tool.pending ? { user: refs.person(tool.pending.editor), edited_by_self: true } : null,
      deleted: false,
      created_time: created,
      updated_time: created,
    };
  });
  counts.push(await insertMissing(models.tool, '_id', tools));
  const toolByKey = new Map(catalogue.map((tool, index) => [tool.key, tools[index]]));
  const toolDoc = (key: string) => refs.required(toolByKey.get(key), `tool ${key}`);

  counts.push(
    await insertMissing(
      models.defaultTool,
      '_id',
      DEFAULT_TOOLS.map((entry) => ({
        _id: seedObjectId(entry.key),
        tool: toolDoc(entry.tool)._id,
        language: entry.language,
        subsidiary: entry.subsidiary ? refs.required(ids.subsidiaries.get(entry.subsidiary), `subsidiary ${entry.subsidiary}`) : null,
        groups: entry.groups.map(refs.group),
        position: entry.position,
        creator: refs.person('alice.admin'),
        is_new: false,
        is_translated: toolDoc(entry.tool).is_translated,
        ...stamps,
      })),
    ),
  );
  counts.push(
    await insertMissing(
      validationsCollection(),
      '_id',
      VALIDATIONS.map((validation) => validationDocument(validation, toolDoc(validation.tool), ids, now)),
    ),
  );
  return counts;
}

type ToolDocument = { _id: mongoose.Types.ObjectId } & Record<string, unknown>;

/** The proposal as the approval screens read it: the whole proposed tool, with its change applied. */
function validationDocument(validation: PlannedValidation, tool: ToolDocument, ids: DirectoryIds, now: Date) {
  const refs = referencesOf(ids);
  const editor = refs.required(ids.people.get(validation.editor), `person ${validation.editor}`);
  const at = new Date(now.getTime() - validation.ageDays * DAY_MS);
  const proposed = {
    title: { ...(tool.title as object), ...validation.change.title },
    description: tool.description,
    url: { ...(tool.url as object), ...validation.change.url },
    logo: tool.logo,
    categories: (tool.categories as unknown[]).map(String),
    managers: tool.managers,
    users: tool.users,
    subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null,
    is_new: tool.is_new,
    is_translated: tool.is_translated,
    translated_into: tool.translated_into,
  };
  const admin = refs.required(ids.people.get('alice.admin'), 'person alice.admin');
  const extra = validation.extraValidator
    ? refs.required(ids.people.get(validation.extraValidator), `person ${validation.extraValidator}`)
    : null;
  return {
    _id: seedObjectId(validation.key),
    app: tool._id,
    kind: validation.kind,
    changed: proposed,
    edited_by: { _id: String(editor._id), fullname: editor.fullname },
    status: 'pending',
    extra_validations: extra
      ? [
          {
            _id: seedObjectId(`${validation.key}:extra`),
            validator: { _id: String(extra._id), type: 'user', fullname: extra.fullname },
            // The mails about the answer go to the administrator who asked.
            asked_by: { _id: String(admin._id), fullname: admin.fullname },
            status: 'pending',
            created_time: at,
            updated_time: at,
          },
        ]
      : [],
    created_time: at,
    updated_time: at,
  };
}

function referencesOf(ids: DirectoryIds) {
  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The demo data refers to an unknown ${what}`);
    return value;
  };
  return {
    required,
    person: (loginId: string) => required(ids.people.get(loginId), `person ${loginId}`)._id,
    /** Viewers and default tools name groups by guid, as users' `services` do. */
    group: (guid: string): string => {
      required(ids.groups.get(guid), `group ${guid}`);
      return guid;
    },
  };
}
