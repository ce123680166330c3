import { useTranslation } from 'react-i18next';
import type { HeaderLink } from '../header-menus';
import { useFollowBackOfficeLink } from '../hooks/use-follow-back-office-link';

/** One link of the header; links into the back-office announce the switch with GET navAdmin. */
export function HeaderLinkItem({ link }: { link: HeaderLink }) {
  const { t } = useTranslation();
  const followBackOfficeLink = useFollowBackOfficeLink();
  return (
    <a className="header-link" href={link.href} onClick={link.intoBackOffice ? followBackOfficeLink : undefined}>
      {t(link.labelKey)}
    </a>
  );
}
