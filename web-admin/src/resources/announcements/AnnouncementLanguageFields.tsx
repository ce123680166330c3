import { Box, Typography } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { TextInput, useTranslate } from 'react-admin';
import { ANNOUNCEMENT_LIMITS, LANGUAGES, type Language } from '@contracts';
import { RichTextToolbar } from '../../components/richText/RichTextToolbar';
import { languageEditorOptions } from '../../components/richText/languageEditorOptions';
import { LANGUAGE_NAMES } from '../../i18n/language';

// Built once per language: a new options object would make tiptap rebuild the editor on every render.
const EDITOR_OPTIONS = Object.fromEntries(LANGUAGES.map((lang) => [lang, languageEditorOptions(lang, `${LANGUAGE_NAMES[lang]}`)])) as Record<
  Language,
  ReturnType<typeof languageEditorOptions>
>;

/** One language's title and rich-text body (the footer's editor and toolbar); English or French is required. */
export const AnnouncementLanguageFields = ({ language }: { language: Language }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" lang={language} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }} data-testid={`announcement-${language}`}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate('portal.announcements.texts', { language: LANGUAGE_NAMES[language] })}
      </Typography>
      <TextInput source={`title.${language}`} label="resources.announcements.fields.title" fullWidth slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_LIMITS.titleMax } }} />
      <RichTextInput source={`body.${language}`} label="resources.announcements.fields.body" editorOptions={EDITOR_OPTIONS[language]} toolbar={<RichTextToolbar />} />
    </Box>
  );
};
