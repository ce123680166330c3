import type { INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DirectoryIndex } from '../../src/directory/search/index/directory-index';
import { User } from '../../src/directory/user.schema';
import { searchNamesOf } from '../../src/directory/search-names';

export type UserFixture = Partial<User> & { id_portal: string };

/**
 * Puts people in the directory. The directory import (its own issue) will be the public way in;
 * until then the fixture writes the users collection the way the import will.
 */
export async function givenUsers(app: INestApplication, ...users: UserFixture[]) {
  const model = app.get<Model<User>>(getModelToken(User.name));
  const created = await Promise.all(
    users.map((user) => {
      const firstname = user.firstname ?? user.id_portal.split('.')[0];
      const lastname = user.lastname ?? 'Tester';
      return model.create({
        hermes_id: `H-${user.id_portal}`,
        firstname,
        lastname,
        fullname: `${firstname} ${lastname}`,
        search_names: searchNamesOf(firstname, lastname),
        ...user,
      });
    }),
  );
  // What the directory import does after writing: the search index (and cached principals) follow.
  await app.get(DirectoryIndex).refresh(created.map((user) => String(user._id)));
  return created;
}
