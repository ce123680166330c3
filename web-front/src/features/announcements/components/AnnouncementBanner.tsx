import { useTranslation } from 'react-i18next';
import type { PersonAnnouncement } from '@contracts';

interface AnnouncementBannerProps {
  announcement: PersonAnnouncement;
  onDismiss: (id: string) => void;
}

/** One current announcement above the bookmarks, with its kind in words (never by colour alone). */
export function AnnouncementBanner({ announcement, onDismiss }: AnnouncementBannerProps) {
  const { t } = useTranslation();
  return (
    <li className={`announcement announcement--${announcement.kind}`} lang={announcement.lang}>
      <div className="announcement__text">
        <p className="announcement__kind">{t(`announcements.kinds.${announcement.kind}`)}</p>
        <h3 className="announcement__title">{announcement.title}</h3>
        {/* Safe to inject: the server sanitises announcement bodies on save, as it does the footer. */}
        <div className="announcement__body" dangerouslySetInnerHTML={{ __html: announcement.body }} />
      </div>
      <button type="button" className="announcement__dismiss" onClick={() => onDismiss(announcement.id)} aria-label={t('announcements.dismissLabel', { title: announcement.title })}>
        {t('announcements.dismiss')}
      </button>
    </li>
  );
}
