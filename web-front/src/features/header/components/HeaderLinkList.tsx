import type { HeaderLink } from '../header-menus';
import { HeaderLinkItem } from './HeaderLinkItem';

export function HeaderLinkList({ links, labelledBy }: { links: HeaderLink[]; labelledBy?: string }) {
  return (
    <ul className="header-link-list" aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.id}>
          <HeaderLinkItem link={link} />
        </li>
      ))}
    </ul>
  );
}
