import { useState } from 'react';
import { Badge, Box, Tab, Tabs } from '@mui/material';
import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { LANGUAGES, LIMITS, toLanguage, type Language } from '@contracts';
import { LANGUAGE_NAMES } from '../../../i18n/language';

const FIELDS = ['title', 'description', 'url'] as const;

/** "n/400 max" under the description (spec section 5). */
const DescriptionCounter = ({ language }: { language: Language }) => {
  const translate = useTranslate();
  const text = (useWatch({ name: `description.${language}` }) as string | undefined) ?? '';
  return <>{translate('portal.tools.form.description_counter', { count: text.length, max: LIMITS.toolDescriptionMaxLength })}</>;
};

/**
 * Title, description and url per content language (en, fr, zh, ja), one tab each. A tab shows a dot
 * when its language has content, and an error badge when one of its fields breaks a rule. The form
 * opens on the interface language's tab; on a phone the tabs scroll, with arrows, rather than hide one.
 */
export const LanguageTabs = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [tab, setTab] = useState<Language>(() => toLanguage(locale));
  const values = useWatch({ name: [...FIELDS] }) as Array<Record<string, string> | undefined>;
  const { errors, isSubmitted } = useFormState();
  const hasContent = (lang: Language) => values.some((texts) => !!texts?.[lang]?.trim());
  const hasError = (lang: Language) => isSubmitted && FIELDS.some((field) => !!(errors[field] as Record<string, unknown> | undefined)?.[lang]);

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: Language) => setTab(next)}
        aria-label={translate('portal.tools.form.languages')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {LANGUAGES.map((lang) => (
          <Tab
            key={lang}
            value={lang}
            label={
              <Badge color={hasError(lang) ? 'error' : 'primary'} variant="dot" invisible={!hasContent(lang) && !hasError(lang)}>
                {LANGUAGE_NAMES[lang]}
              </Badge>
            }
          />
        ))}
      </Tabs>
      {LANGUAGES.map((lang) => (
        <Box key={lang} role="tabpanel" hidden={tab !== lang} sx={{ pt: 2 }}>
          <TextInput
            source={`title.${lang}`}
            label={translate('portal.tools.form.title_in', { language: LANGUAGE_NAMES[lang] })}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: LIMITS.toolTitleMaxLength, lang } }}
          />
          <TextInput
            source={`description.${lang}`}
            label={translate('portal.tools.form.description_in', { language: LANGUAGE_NAMES[lang] })}
            multiline
            minRows={3}
            disabled={disabled}
            helperText={<DescriptionCounter language={lang} />}
            slotProps={{ htmlInput: { maxLength: LIMITS.toolDescriptionMaxLength, lang } }}
          />
          <TextInput
            source={`url.${lang}`}
            label={translate('portal.tools.form.url_in', { language: LANGUAGE_NAMES[lang] })}
            disabled={disabled}
            type="url"
            slotProps={{ htmlInput: { maxLength: LIMITS.toolUrlMaxLength } }}
          />
        </Box>
      ))}
    </Box>
  );
};
