import { Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDisplayDate, toLanguage } from '@contracts';
import { formatRelativeDay } from './relativeDay';

/** A table date as today / yesterday / 2 days / 3 days / local date, the full date and time on hover. */
export const RelativeDate = ({ value }: { value: string | null | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!value) return null;
  const text = formatRelativeDay(value, translate, locale);
  return (
    // describeChild: the date describes the text instead of replacing its name ("Today" stays "Today", WCAG 2.5.3).
    <Tooltip title={formatDisplayDate(value, toLanguage(locale), { withTime: true })} describeChild>
      <span>{text}</span>
    </Tooltip>
  );
};
