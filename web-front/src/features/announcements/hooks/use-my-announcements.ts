import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type MyAnnouncements } from '@contracts';
import { ANNOUNCEMENTS_QUERY_ROOT, myAnnouncementsQuery } from '../api/my-announcements-query';

const NOTHING: MyAnnouncements = { banners: [], news: [], unread: 0, maintenanceByTool: {}, seenTools: null };

/** The person's announcements in the interface language, and how to read them again after a change. */
export function useMyAnnouncements(): { data: MyAnnouncements; loaded: boolean; refresh: () => Promise<void> } {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const { data, isSuccess } = useQuery(myAnnouncementsQuery(toLanguage(i18n.language)));
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: [ANNOUNCEMENTS_QUERY_ROOT] }), [client]);
  return { data: data ?? NOTHING, loaded: isSuccess, refresh };
}
