import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface ErrorPageProps {
  /** Key under `errors.` holding `title` and `description`. */
  errorKey: 'notFound' | 'forbidden' | 'serverError' | 'unavailable';
}

/** Title, description and a way home: the shape every error page of spec section 2 shares. */
export function ErrorPage({ errorKey }: ErrorPageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t(`errors.${errorKey}.title`);

  // After a client-side redirect, move focus here so screen readers announce what happened.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <main id="main" className="error-page">
      <title>{title}</title>
      <div className="error-page__card">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p>{t(`errors.${errorKey}.description`)}</p>
        {/* A full load: whatever broke is forgotten and the start-up runs again. */}
        <Link to="/" reloadDocument className="button-link">
          {t('errors.backHome')}
        </Link>
      </div>
    </main>
  );
}
