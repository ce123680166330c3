import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type CurrentUser } from '@contracts';
import { headerNavigationFor } from '../header-menus';
import { parentPortalUrl } from '../parent-portal';
import { SignOutButton } from '@/features/session';
import { HeaderNavigation } from './HeaderNavigation';
import { LanguagePicker } from './LanguagePicker';

interface HeaderProps {
  user: CurrentUser;
  /** The "News" entry, composed by the page (it reads the person's announcements). */
  news?: ReactNode;
  /** The "My requests" entry, composed by the page. */
  requests?: ReactNode;
}

/**
 * The page's banner: the logo, the parent portal, the menus of the user's role, "News", "My requests", who is signed in,
 * the language picker and the sign-out button.
 */
export function Header({ user, news, requests }: HeaderProps) {
  const { t, i18n } = useTranslation();
  const parentPortal = parentPortalUrl(toLanguage(i18n.language));
  return (
    <header className="site-header">
      {/* A plain link, not a router Link: the logo reloads the portal from scratch, as users expect. */}
      <a className="site-header__logo" href="/" aria-label={t('header.logoLabel')}>
        {t('header.logo')}
      </a>
      {parentPortal && (
        <a className="site-header__parent" href={parentPortal}>
          {t('header.parentPortal')}
        </a>
      )}
      <HeaderNavigation navigation={headerNavigationFor(user)} />
      {news}
      {requests}
      <p className="site-header__user">
        <span className="site-header__status">{t('header.connected')}</span> <strong>{user.firstname}</strong>
      </p>
      <div className="site-header__session">
        <LanguagePicker />
        <SignOutButton className="site-header__sign-out" failure={t('header.signOutFailed')}>
          {t('header.signOut')}
        </SignOutButton>
      </div>
    </header>
  );
}
