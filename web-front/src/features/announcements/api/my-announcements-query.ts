import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@contracts';
import { getMyAnnouncements } from '@/api/announcement-calls';
import { afterNextPaint } from '@/lib/after-paint';

export const ANNOUNCEMENTS_QUERY_ROOT = 'announcements';

/** A convenience beside the wall: a failed read shows no banner, and is not an error on the page. */
export function myAnnouncementsQuery(language: Language) {
  return queryOptions({
    queryKey: [ANNOUNCEMENTS_QUERY_ROOT, 'mine', language],
    queryFn: () => afterNextPaint().then(() => getMyAnnouncements(language)),
    meta: { call: 'GET announcements/mine', quiet: true },
  });
}
