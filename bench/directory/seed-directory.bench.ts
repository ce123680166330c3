import type { Connection } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { GROUP_DEPARTMENTS, GROUP_PLACES, personName, Random } from './directory-names.bench-data';

/** Documents an insert command: FerretDB writes them 100 to a SQLite transaction; 1,000 keeps each command well under a second. */
const BATCH = 1000;
const DELETED_SHARE = 0.02;
const LANGUAGES = ['fr', 'en', 'zh', 'ja'];
const DAY_MS = 86_400_000;

/** Groups "<department> <place> <n>": 10,000 titles sharing realistic words, like a real directory. */
export async function seedGroups(connection: Connection, count: number, random: Random): Promise<string[]> {
  const guids: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const docs = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) {
      const title = `${random.pick(GROUP_DEPARTMENTS)} ${random.pick(GROUP_PLACES)} ${n}`;
      const guid = `GRP-${n}`;
      guids.push(guid);
      docs.push({ title, guid, objectguid: `og-${n}`, search_names: searchNamesOf(title), deleted: false });
    }
    await connection.collection('services').insertMany(docs, { ordered: false });
  }
  return guids;
}

/** People with every field the import writes, so documents weigh what they will in production. */
export async function seedUsers(connection: Connection, count: number, groupGuids: string[], random: Random): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const docs = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) {
      const { firstname, lastname } = personName(random);
      const updated = new Date(now - random.int(0, 365) * DAY_MS);
      docs.push({
        id_portal: `${['', '', '', 'c_', 'i_'][random.int(0, 4)]}bench.${n}`,
        hermes_id: `HB-${n}`,
        firstname,
        lastname,
        fullname: `${firstname} ${lastname}`,
        email: `bench.${n}@example.com`,
        mailDomain: 'example.com',
        company: 'Example Group',
        services: Array.from({ length: random.int(1, 4) }, () => random.pick(groupGuids)),
        language: random.pick(LANGUAGES),
        bookmarks: [],
        has_default_bookmarks: true,
        default_bookmarks_applied: false,
        background: 1,
        tour: false,
        is_administrator: false,
        is_sub_admin: false,
        subsidiary: null,
        has_access: { validations: false },
        account_disabled: false,
        deleted: random.next() < DELETED_SHARE,
        search_names: searchNamesOf(firstname, lastname),
        last_login_time: new Date(updated.getTime() + random.int(0, 30) * DAY_MS),
        created_time: updated,
        updated_time: updated,
      });
    }
    await connection.collection('users').insertMany(docs, { ordered: false });
  }
}

/** Prefixes of 3 to 6 letters of words people really have, sometimes two words ("mar dub"). */
export function searchTexts(random: Random, count: number, names: () => string): string[] {
  const texts: string[] = [];
  while (texts.length < count) {
    const words = searchNamesOf(names()).filter((w) => Array.from(w).length >= 3);
    if (words.length === 0) continue;
    const prefix = (word: string) => Array.from(word).slice(0, random.int(3, Math.min(6, Array.from(word).length))).join('');
    const first = prefix(random.pick(words));
    texts.push(words.length > 1 && random.next() < 0.1 ? `${first} ${prefix(random.pick(words))}` : first);
  }
  return texts;
}
