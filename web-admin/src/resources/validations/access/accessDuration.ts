import type { TranslateFunction } from 'react-admin';

/** "30 days", or "Unlimited" for a request without a number of days (as long as the tool allows). */
export const accessDuration = (days: number | null, translate: TranslateFunction) =>
  days === null ? translate('portal.access_requests.unlimited') : translate('portal.access_requests.days_count', { smart_count: days });
