import { Query } from '@nestjs/cqrs';
import type { Language, MyAnnouncements } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

/** A person's banners, "News" and per-tool maintenance, in their language (`GET announcements/mine`). */
export class GetMyAnnouncementsQuery extends Query<MyAnnouncements> {
  constructor(
    readonly caller: Principal,
    readonly language: Language,
  ) {
    super();
  }
}
