import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markAnnouncementsRead } from '@/api/announcement-calls';
import { useMyAnnouncements } from '../hooks/use-my-announcements';
import '../announcements.css';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Building a date format costs tens of milliseconds of a phone's start-up (its locale's data): once, when first opened. */
function dateFormatOf(language: string): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    dateFormats.set(language, format);
  }
  return format;
}

/**
 * "News" in the header: current and recent announcements, dismissed ones included, with the count of
 * unread ones. Opening it marks what it lists as read. Escape or a click outside closes it.
 */
export function NewsMenu() {
  const { t, i18n } = useTranslation();
  const { data, refresh } = useMyAnnouncements();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unreadIds = data.news.filter((item) => !item.read && !item.dismissed).map((item) => item.id);
  const unreadKey = unreadIds.join(',');

  useEffect(() => {
    if (!open || !unreadKey) return;
    void markAnnouncementsRead(unreadKey.split(','))
      .then(refresh)
      .catch(() => undefined);
  }, [open, unreadKey, refresh]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  return (
    <div
      className="header-menu news-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button ref={buttonRef} type="button" className="header-menu__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        {t('announcements.news')}
        {data.unread > 0 && ' '}
        {data.unread > 0 && (
          <span className="news-menu__count">
            <span aria-hidden="true">{data.unread}</span>
            <span className="visually-hidden">{t('announcements.unread', { count: data.unread })}</span>
          </span>
        )}
      </button>
      <div id={panelId} className="news-menu__panel" hidden={!open}>
        {/* Drawn when opened: nothing of it is needed for the page's first screen. */}
        {!open ? null : data.news.length === 0 ? (
          <p className="news-menu__empty">{t('announcements.noNews')}</p>
        ) : (
          <ul className="news-menu__list">
            {data.news.map((item) => (
              <li key={item.id} className={`news-menu__item announcement--${item.kind}`} lang={item.lang}>
                <p className="announcement__kind">
                  {t(`announcements.kinds.${item.kind}`)} · {dateFormatOf(i18n.language).format(new Date(item.startsAt))}
                  {!item.current && ` · ${t('announcements.ended')}`}
                  {item.dismissed && ` · ${t('announcements.dismissed')}`}
                </p>
                <h3 className="announcement__title">{item.title}</h3>
                <div className="announcement__body" dangerouslySetInnerHTML={{ __html: item.body }} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
