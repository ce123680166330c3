import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonAnnouncement } from '@contracts';

/**
 * What the polite live region says: each banner once, when it first appears on this page (not again when
 * the list is read again, nor when another is dismissed).
 */
export function useLiveAnnouncement(banners: readonly PersonAnnouncement[]): string {
  const { t } = useTranslation();
  const announced = useRef(new Set<string>());
  const [message, setMessage] = useState('');
  useEffect(() => {
    const fresh = banners.filter((banner) => !announced.current.has(banner.id));
    if (fresh.length === 0) return;
    fresh.forEach((banner) => announced.current.add(banner.id));
    setMessage(fresh.map((banner) => t('announcements.live', { kind: t(`announcements.kinds.${banner.kind}`), title: banner.title })).join(' '));
  }, [banners, t]);
  return message;
}
