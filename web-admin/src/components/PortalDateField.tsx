import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { formatDisplayDate, toLanguage } from '@contracts';

/**
 * A date column written as every list of both UIs writes dates (`formatDisplayDate`): the order
 * follows the interface language, not the browser's locale, so one session never mixes 11/10 and 23/11.
 */
export const PortalDateField = (props: FieldProps & { showTime?: boolean }) => {
  const value = useFieldValue(props) as string | null | undefined;
  const [locale] = useLocaleState();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDisplayDate(value, toLanguage(locale), { withTime: props.showTime })}
    </Typography>
  );
};
