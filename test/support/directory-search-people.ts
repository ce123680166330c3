import type { INestApplication } from '@nestjs/common';
import { givenGroups } from './directory-group-fixtures';
import { givenUsers } from './directory-fixtures';

/** More namesakes than a picker shows (20) and than a table page holds (50). */
export const NAMESAKES = 55;

/** The directory the search tests read: names with accents, shared prefixes, scripts, a deleted person. */
export async function givenSearchDirectory(app: INestApplication) {
  const people = await givenUsers(
    app,
    { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Martin', is_administrator: true },
    { id_portal: 'emma.employee', firstname: 'Emma', lastname: 'Durand' },
    { id_portal: 'sophie.subadmin', firstname: 'Sophie', lastname: 'Bernard', is_sub_admin: true },
    { id_portal: 'marc.dubois', firstname: 'Marc', lastname: 'Dubois' },
    { id_portal: 'marie.dupont', firstname: 'Marie', lastname: 'Dupont' },
    { id_portal: 'jean.marchand', firstname: 'Jean', lastname: 'Marchand' },
    { id_portal: 'omar.haddad', firstname: 'Omar', lastname: 'Haddad' },
    { id_portal: 'helene.lefevre', firstname: 'Hélène', lastname: 'Lefèvre' },
    { id_portal: 'ivan.petrov', firstname: 'Иван', lastname: 'Петров' },
    { id_portal: 'sakura.yamada', firstname: 'さくら', lastname: '山田' },
    { id_portal: 'marco.martinez', firstname: 'Marco', lastname: 'Martinez', deleted: true },
  );
  const namesakes = await givenUsers(
    app,
    ...Array.from({ length: NAMESAKES }, (_, n) => ({
      id_portal: `namesake.${n}`,
      firstname: `Zoe${String(n).padStart(2, '0')}`,
      lastname: 'Nomade',
    })),
  );
  const groups = await givenGroups(
    app,
    { title: 'Finance Europe', guid: 'FIN-EU', objectguid: 'og-fin-eu' },
    { title: 'Finance Asia', guid: 'FIN-AS', objectguid: 'og-fin-as' },
    { title: 'Marketing France', guid: 'MKT-FR', objectguid: 'og-mkt-fr' },
    { title: 'Finance Archive', guid: 'FIN-OLD', objectguid: 'og-fin-old', deleted: true },
    ...Array.from({ length: 25 }, (_, n) => ({ title: `Projet ${String(n).padStart(2, '0')}` })),
  );
  const byLogin = Object.fromEntries(people.map((p) => [p.id_portal, p]));
  const byGuid = Object.fromEntries(groups.map((g) => [g.guid, g]));
  return { people, namesakes, groups, byLogin, byGuid, total: people.length + namesakes.length };
}
