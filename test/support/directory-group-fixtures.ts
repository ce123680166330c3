import type { INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DirectoryIndex } from '../../src/directory/search/index/directory-index';
import { Service } from '../../src/directory/service.schema';
import { searchNamesOf } from '../../src/directory/search-names';

export type GroupFixture = Partial<Service> & { title: string };

/** Puts directory groups ("services") in place, the way the directory import will write them. */
export async function givenGroups(app: INestApplication, ...groups: GroupFixture[]) {
  const model = app.get<Model<Service>>(getModelToken(Service.name));
  const created = await Promise.all(
    groups.map((group) => {
      const slug = group.title.toUpperCase().replace(/\W+/g, '-');
      return model.create({ guid: slug, objectguid: `OG-${slug}`, search_names: searchNamesOf(group.title), ...group });
    }),
  );
  await app.get(DirectoryIndex).refreshGroups(created.map((group) => String(group._id)));
  return created;
}
