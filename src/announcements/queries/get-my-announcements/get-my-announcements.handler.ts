import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ANNOUNCEMENT_LIMITS, LANGUAGES, type Language, type MyAnnouncements, type PersonAnnouncement } from '../../../contracts';
import type { BoardEntry } from '../../announcement-board';
import { AnnouncementReaders } from '../../announcement-readers';
import { AnnouncementToolViewers } from '../../announcement-tool-viewers';
import { CallerAnnouncements } from '../../caller-announcements';
import { GetMyAnnouncementsQuery } from './get-my-announcements.query';

/**
 * From the in-memory board and the person's one reader document (read by `_id`): no query of the
 * announcements per call. The audience's language is the person's interface language as stored; an
 * announcement for a tool's viewers is kept only through the tools the person sees.
 */
@QueryHandler(GetMyAnnouncementsQuery)
export class GetMyAnnouncementsHandler implements IQueryHandler<GetMyAnnouncementsQuery> {
  constructor(
    private readonly own: CallerAnnouncements,
    private readonly readers: AnnouncementReaders,
    private readonly toolViewers: AnnouncementToolViewers,
  ) {}

  async execute({ caller, language }: GetMyAnnouncementsQuery): Promise<MyAnnouncements> {
    const now = Date.now();
    const { reader, entries: found } = await this.own.of(caller, now);
    const [entries, state] = await Promise.all([this.toolViewers.narrow(found, reader), this.readers.state(reader.userId)]);
    const dismissed = new Set(state.dismissed);
    const read = new Set(state.read);
    const news = entries.slice(0, ANNOUNCEMENT_LIMITS.newsMax).map((entry) => personAnnouncement(entry, language, now, dismissed.has(entry.id), read.has(entry.id)));
    const banners = news.filter((item) => item.current && !item.dismissed);
    const maintenanceByTool: MyAnnouncements['maintenanceByTool'] = {};
    for (const item of news) {
      if (item.kind !== 'maintenance' || !item.current) continue;
      for (const tool of item.tools) maintenanceByTool[tool] ??= { announcementId: item.id, title: item.title, lang: item.lang, endsAt: item.endsAt };
    }
    return {
      banners,
      news,
      unread: news.filter((item) => !item.read && !item.dismissed).length,
      maintenanceByTool,
      seenTools: state.seenTools ?? null,
    };
  }
}

function personAnnouncement(entry: BoardEntry, language: Language, now: number, dismissed: boolean, read: boolean): PersonAnnouncement {
  // Title and body come from one language: the person's, else English, else French, else any complete one.
  const lang = ([language, 'en', 'fr', ...LANGUAGES] as Language[]).find((candidate) => entry.title[candidate] && entry.body[candidate]) ?? language;
  return {
    id: entry.id,
    kind: entry.kind,
    title: entry.title[lang] ?? '',
    body: entry.body[lang] ?? '',
    lang,
    startsAt: new Date(entry.startsAt).toISOString(),
    endsAt: new Date(entry.endsAt).toISOString(),
    tools: entry.tools,
    current: entry.startsAt <= now && entry.endsAt > now,
    dismissed,
    read,
  };
}
