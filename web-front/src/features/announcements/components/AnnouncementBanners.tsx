import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@contracts';
import { dismissAnnouncement } from '@/api/announcement-calls';
import { useLiveAnnouncement } from '../hooks/use-live-announcement';
import { useMyAnnouncements } from '../hooks/use-my-announcements';
import { useNewForYou } from '../hooks/use-new-for-you';
import { AnnouncementBanner } from './AnnouncementBanner';
import { NewForYou } from './NewForYou';
import '../announcements.css';

/**
 * Above the bookmarks: the person's current announcements, then "New for you". A dismissal is saved on
 * the server (the banner stays gone on every device); the polite live region reads each new banner once.
 */
export function AnnouncementBanners({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, refresh } = useMyAnnouncements();
  const newTools = useNewForYou(user);
  const live = useLiveAnnouncement(data.banners);

  const dismiss = (id: string) => {
    void dismissAnnouncement(id)
      .catch(() => undefined)
      .then(refresh);
  };

  const empty = data.banners.length === 0 && newTools.tools.length === 0;
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {live}
      </div>
      {!empty && (
        <section className="announcements" aria-labelledby={headingId}>
          <h2 id={headingId} className="visually-hidden">
            {t('announcements.title')}
          </h2>
          {data.banners.length > 0 && (
            <ul className="announcements__list">
              {data.banners.map((announcement) => (
                <AnnouncementBanner key={announcement.id} announcement={announcement} onDismiss={dismiss} />
              ))}
            </ul>
          )}
          <NewForYou tools={newTools.tools} onDismiss={() => void newTools.dismiss().catch(() => undefined)} />
        </section>
      )}
    </>
  );
}
