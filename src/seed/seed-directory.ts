import { searchNamesOf } from '../directory/search-names';
import { COMPANIES, SUBSIDIARIES } from './demo-company.data';
import { DemoDirectory } from './demo-directory';
import { SeedModels } from './seed-models';
import { seedObjectId } from './seed-ids';
import { SeedCount, idsByKey, insertMissing } from './seed-insert';

interface PersonRef {
  _id: string;
  fullname: string;
}

export interface GroupRef {
  _id: string;
  title: string;
  objectguid: string;
}

/** Stored ids of the directory, by natural key, for the catalogue's references. */
export interface DirectoryIds {
  subsidiaries: Map<string, string>;
  groups: Map<string, GroupRef>;
  people: Map<string, PersonRef>;
}

/** Subsidiaries and their companies, groups and people; returns the ids the catalogue refers to. */
export async function seedDirectory(models: SeedModels, directory: DemoDirectory, now: Date) {
  const stamps = { created_time: now, updated_time: now };
  const counts: SeedCount[] = [];

  counts.push(
    await insertMissing(
      models.subsidiary,
      'name',
      SUBSIDIARIES.map((subsidiary) => ({
        _id: seedObjectId(`subsidiary:${subsidiary.name}`),
        name: subsidiary.name,
        companies: COMPANIES.filter((company) => company.subsidiary === subsidiary.name).map((company) => company.name),
        is_translated: false,
        ...stamps,
      })),
    ),
  );
  counts.push(
    await insertMissing(
      models.company,
      'name',
      COMPANIES.map((company) => ({ _id: seedObjectId(`company:${company.name}`), name: company.name })),
    ),
  );
  counts.push(
    await insertMissing(
      models.service,
      'guid',
      directory.groups.map((group) => ({
        _id: seedObjectId(`service:${group.guid}`),
        ...group,
        search_names: searchNamesOf(group.title, group.guid),
        deleted: false,
        ...stamps,
      })),
    ),
  );
  const subsidiaries = await idsByKey(models.subsidiary, 'name', SUBSIDIARIES.map((subsidiary) => subsidiary.name));

  counts.push(
    await insertMissing(
      models.user,
      'id_portal',
      directory.users.map(({ department: _department, subsidiary, ...user }) => ({
        _id: seedObjectId(`user:${user.id_portal}`),
        ...user,
        subsidiary: subsidiary ? { _id: subsidiaries.get(subsidiary), name: subsidiary } : null,
        search_names: searchNamesOf(user.firstname, user.lastname),
        bookmarks: [],
        has_default_bookmarks: true,
        ...stamps,
      })),
    ),
  );

  const groupDocs = await models.service.collection
    .find({ guid: { $in: directory.groups.map((group) => group.guid) } }, { projection: { guid: 1, title: 1, objectguid: 1 } })
    .toArray();
  const peopleDocs = await models.user.collection
    .find({ id_portal: { $in: directory.users.map((user) => user.id_portal) } }, { projection: { id_portal: 1, fullname: 1 } })
    .toArray();
  const ids: DirectoryIds = {
    subsidiaries,
    groups: new Map(groupDocs.map((doc) => [doc.guid, { _id: String(doc._id), title: doc.title, objectguid: doc.objectguid }])),
    people: new Map(peopleDocs.map((doc) => [doc.id_portal, { _id: String(doc._id), fullname: doc.fullname }])),
  };
  return { counts, ids };
}
