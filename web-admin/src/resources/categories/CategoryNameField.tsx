import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { pickTranslation, toLanguage, type Translated } from '@contracts';

/** The category's name in the interface language, falling back as the server sorts (en, then fr). */
export const CategoryNameField = (_props: { label?: string; sortBy?: string }) => {
  const record = useRecordContext<{ name?: Translated }>();
  const [locale] = useLocaleState();
  return <Typography variant="body2">{pickTranslation(record?.name, toLanguage(locale))}</Typography>;
};
