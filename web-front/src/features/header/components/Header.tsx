import { useTranslation } from 'react-i18next';

interface HeaderProps {
  firstname: string;
}

/** The page's banner: the logo and who is signed in. Admin menus arrive with a later issue. */
export function Header({ firstname }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      {/* A plain link, not a router Link: the logo reloads the portal from scratch, as users expect. */}
      <a className="site-header__logo" href="/" aria-label={t('header.logoLabel')}>
        {t('header.logo')}
      </a>
      <p className="site-header__user">
        <span className="site-header__status">{t('header.connected')}</span> <strong>{firstname}</strong>
      </p>
    </header>
  );
}
