import type { Language, MyAnnouncements } from '@contracts';
import { apiRequest } from './client';

/** The person's banners, "News", per-tool maintenance and seen tools, in `lang`. */
export function getMyAnnouncements(lang: Language): Promise<MyAnnouncements> {
  return apiRequest<MyAnnouncements>('GET', `announcements/mine?lang=${lang}`, { globalFailures: false });
}

/** Dismisses a banner for the person, on every device. */
export function dismissAnnouncement(id: string): Promise<void> {
  return apiRequest<void>('POST', `announcements/${id}/dismiss`, { body: {}, globalFailures: false });
}

/** The person opened "News": these are no longer unread. */
export function markAnnouncementsRead(ids: string[]): Promise<void> {
  return apiRequest<void>('POST', 'announcements/read', { body: { ids }, globalFailures: false });
}

/** Tools the person has seen on their wall: they leave (or never enter) "New for you". */
export function recordSeenTools(ids: string[]): Promise<void> {
  return apiRequest<void>('POST', 'announcements/seen-tools', { body: { ids }, globalFailures: false });
}
