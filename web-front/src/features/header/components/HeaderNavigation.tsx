import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import type { HeaderMenu, HeaderNavigation as Navigation } from '../header-menus';
import { DisclosureMenu } from './DisclosureMenu';
import { HeaderLinkItem } from './HeaderLinkItem';
import { HeaderLinkList } from './HeaderLinkList';

/** One titled group of the collapsed (mobile) menu. */
function MenuGroup({ menu }: { menu: HeaderMenu }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="header-menu__group">
      <p className="header-menu__group-title" id={titleId}>
        {t(menu.labelKey)}
      </p>
      <HeaderLinkList links={menu.links} labelledBy={titleId} />
    </div>
  );
}

/**
 * The role's menus and links. Up to 1025 px wide (spec section 5) they collapse into one menu
 * button; wider, each menu is its own disclosure and the links stand beside them.
 */
export function HeaderNavigation({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { menus, links } = navigation;
  if (menus.length === 0 && links.length === 0) return null;

  return (
    <nav className="site-header__nav" aria-label={t('header.navigationLabel')}>
      {mobile ? (
        <DisclosureMenu label={t('header.menus.collapsed')} className="header-menu--collapsed">
          {menus.map((menu) => (
            <MenuGroup key={menu.id} menu={menu} />
          ))}
          {links.length > 0 && <HeaderLinkList links={links} />}
        </DisclosureMenu>
      ) : (
        <>
          {menus.map((menu) => (
            <DisclosureMenu key={menu.id} label={t(menu.labelKey)}>
              <HeaderLinkList links={menu.links} />
            </DisclosureMenu>
          ))}
          {links.map((link) => (
            <HeaderLinkItem key={link.id} link={link} />
          ))}
        </>
      )}
    </nav>
  );
}
