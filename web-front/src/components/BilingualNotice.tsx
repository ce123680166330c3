import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The two languages of the spec's blocking notices, in its order: French, then English. */
const NOTICE_LANGUAGES = ['fr', 'en'] as const;

interface BilingualNoticeProps {
  /** Key under `bilingual.` holding `title` and `body`, present in fr.json and en.json. */
  noticeKey: string;
  /** Extra content shown under each language's text, e.g. a mailbox; receives the fixed `t`. */
  extra?: (t: (key: string) => string) => ReactNode;
  /** Off for the not-registered screen, where going home would only show it again. */
  showHomeLink?: boolean;
}

/**
 * A blocking notice shown in French AND English whatever the interface language, because it
 * appears before we know (or when we cannot load) the user's own language.
 */
export function BilingualNotice({ noticeKey, extra, showHomeLink = true }: BilingualNoticeProps) {
  const { i18n } = useTranslation();
  // Only English is bundled: the French texts load first (a few KB), whatever the interface language.
  const [loaded, setLoaded] = useState(() => NOTICE_LANGUAGES.every((lang) => i18n.hasResourceBundle(lang, 'translation')));
  useEffect(() => {
    if (!loaded) void i18n.loadLanguages([...NOTICE_LANGUAGES]).finally(() => setLoaded(true));
  }, [i18n, loaded]);
  if (!loaded) return null;

  const fixed = NOTICE_LANGUAGES.map((lang) => ({ lang, t: i18n.getFixedT(lang) }));
  const titles = fixed.map(({ t }) => t(`bilingual.${noticeKey}.title`));

  return (
    <main id="main" className="notice-page">
      <title>{titles.join(' / ')}</title>
      <div className="notice-page__card">
        <h1 className="notice-page__title">
          {fixed.map(({ lang }, index) => (
            <span key={lang} lang={lang} className="notice-page__title-part">
              {titles[index]}
            </span>
          ))}
        </h1>
        {fixed.map(({ lang, t }) => (
          <section key={lang} lang={lang} className="notice-page__section">
            <p>{t(`bilingual.${noticeKey}.body`)}</p>
            {extra?.((key) => t(key))}
          </section>
        ))}
        {showHomeLink && (
          <p>
            <Link to="/" reloadDocument className="button-link">
              {fixed.map(({ lang, t }, index) => (
                <span key={lang} lang={lang}>
                  {index > 0 && <span aria-hidden="true"> / </span>}
                  {t('bilingual.home')}
                </span>
              ))}
            </Link>
          </p>
        )}
      </div>
    </main>
  );
}
