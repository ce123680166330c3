import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '@/features/session';

/** The two languages of the spec's blocking notices, in its order: French, then English. */
const NOTICE_LANGUAGES = ['fr', 'en'] as const;

interface BilingualNoticeProps {
  /** Key under `bilingual.` holding `title` and `body`, present in fr.json and en.json. */
  noticeKey: string;
  /** Extra content shown under each language's text, e.g. a mailbox; receives the fixed `t`. */
  extra?: (t: (key: string) => string) => ReactNode;
  /** Off for the blocked screens (not registered, disabled), where going home would only show them again. */
  showHomeLink?: boolean;
  /** A way out for blocked people: sign out, then sign in again with another account. */
  showSignOut?: boolean;
}

/** One text in both languages, each marked with its language: "Français / English". */
function BothLanguages({ texts }: { texts: { lang: string; text: string }[] }) {
  return texts.map(({ lang, text }, index) => (
    <span key={lang} lang={lang}>
      {index > 0 && <span aria-hidden="true"> / </span>}
      {text}
    </span>
  ));
}

/**
 * A blocking notice shown in French AND English whatever the interface language, because it
 * appears before we know (or when we cannot load) the user's own language.
 */
export function BilingualNotice({ noticeKey, extra, showHomeLink = true, showSignOut = false }: BilingualNoticeProps) {
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
              <BothLanguages texts={fixed.map(({ lang, t }) => ({ lang, text: t('bilingual.home') }))} />
            </Link>
          </p>
        )}
        {showSignOut && (
          <p className="notice-page__actions">
            <SignOutButton
              className="button-link"
              failure={<BothLanguages texts={fixed.map(({ lang, t }) => ({ lang, text: t('bilingual.signOutFailed') }))} />}
            >
              <BothLanguages texts={fixed.map(({ lang, t }) => ({ lang, text: t('bilingual.signOut') }))} />
            </SignOutButton>
          </p>
        )}
      </div>
    </main>
  );
}
