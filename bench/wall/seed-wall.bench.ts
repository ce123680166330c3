import { Types } from 'mongoose';
import type { Connection } from 'mongoose';
import type { Random } from '../directory/directory-names.bench-data';

const BATCH = 1000;
const DAY_MS = 86_400_000;
const WORDS = ['Expense', 'Leave', 'Travel', 'Payroll', 'Wiki', 'Helpdesk', 'Booking', 'Learning', 'Sales', 'Legal', 'Design', 'Audit', 'Quality', 'Stock', 'Fleet'];
const SUFFIXES = ['portal', 'board', 'tracker', 'hub', 'centre', 'desk', 'planner', 'manager'];

export interface WallMix {
  tools: number;
  /** Shares of the catalogue; the rest is private to a few groups and people. */
  publicShare: number;
  ownSubsidiaryShare: number;
  otherSubsidiaryShare: number;
}

/**
 * Tools as the catalogue stores them, four languages each, in a mix of public, subsidiary and
 * private tools, so that the bench user (in `benchGroups`, in `subsidiaryId`) sees about a fifth.
 */
export async function seedTools(
  connection: Connection,
  mix: WallMix,
  random: Random,
  audience: { groupGuids: string[]; userIds: string[]; subsidiaryId: Types.ObjectId; otherSubsidiaryId: Types.ObjectId; categoryIds: Types.ObjectId[]; benchUserId: string },
): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < mix.tools; start += BATCH) {
    const docs = [];
    for (let n = start; n < Math.min(mix.tools, start + BATCH); n++) {
      const draw = random.next();
      let users: string[] = ['all'];
      let subsidiaryId: Types.ObjectId | null = null;
      if (draw < mix.publicShare) subsidiaryId = null;
      else if (draw < mix.publicShare + mix.ownSubsidiaryShare) subsidiaryId = audience.subsidiaryId;
      else if (draw < mix.publicShare + mix.ownSubsidiaryShare + mix.otherSubsidiaryShare) subsidiaryId = audience.otherSubsidiaryId;
      else users = [...Array.from({ length: 3 }, () => random.pick(audience.groupGuids)), ...Array.from({ length: 2 }, () => random.pick(audience.userIds))];
      const title = `${random.pick(WORDS)} ${random.pick(SUFFIXES)} ${n}`;
      const created = new Date(now - random.int(0, 700) * DAY_MS);
      const managers = Array.from({ length: random.int(1, 3) }, () => random.pick(audience.userIds));
      if (n % 250 === 0) managers.push(audience.benchUserId);
      const perLanguage = (text: string) => ({ en: text, fr: `${text} (fr)`, zh: `${text} (zh)`, ja: `${text} (ja)` });
      docs.push({
        title: perLanguage(title),
        titleLower: perLanguage(title.toLowerCase()),
        description: perLanguage(`${title}: a company tool to handle everyday requests, approvals and reports for every team of the group.`),
        url: perLanguage(`https://tool-${n}.example.com/start`),
        logo: { abrev: title.slice(0, 3).toUpperCase(), color: '#ff7f00' },
        categories: [random.pick(audience.categoryIds)],
        managers,
        users,
        creator: managers[0],
        subsidiaryId,
        is_new: false,
        is_translated: true,
        translated_into: ['en', 'fr', 'zh', 'ja'],
        is_published: random.next() > 0.01,
        has_pending_validation: false,
        pending_validation: null,
        deleted: random.next() < 0.02,
        created_time: created,
        updated_time: created,
      });
    }
    await connection.collection('apps').insertMany(docs, { ordered: false });
  }
}
