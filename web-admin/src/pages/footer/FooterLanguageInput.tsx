import { Box } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import type { Validator } from 'react-admin';
import { checkFooter, LANGUAGES, LIMITS, type Language } from '@contracts';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { errorMessageKey } from '../../i18n/translateError';
import { RichTextToolbar } from '../../components/richText/RichTextToolbar';
import { languageEditorOptions } from '../../components/richText/languageEditorOptions';

function byLanguage<T>(make: (lang: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>;
}

const EDITOR_OPTIONS = byLanguage((lang) => languageEditorOptions(lang, LANGUAGE_NAMES[lang]));

/** The shared rule from contracts, for feedback before the server says the same. */
const VALIDATORS = byLanguage<Validator>((lang) => (value: string | undefined) => {
  const [violation] = checkFooter([{ lang, content: value ?? '' }]);
  if (!violation) return undefined;
  const key = errorMessageKey(violation.code);
  return key ? { message: key, args: { max: LIMITS.footerMaxLength } } : violation.message;
});

// The test id is what the browser journeys (test/browser) hold on to.
export const FooterLanguageInput = ({ language }: { language: Language }) => (
  <Box data-testid={`footer-editor-${language}`}>
    <RichTextInput
      source={`footer.${language}`}
      label={LANGUAGE_NAMES[language]}
      editorOptions={EDITOR_OPTIONS[language]}
      validate={VALIDATORS[language]}
      toolbar={<RichTextToolbar />}
    />
  </Box>
);
