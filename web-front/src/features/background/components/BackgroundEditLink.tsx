import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';

/** The edit icon over the background that opens the picker (spec section 2). */
export function BackgroundEditLink() {
  const { t } = useTranslation();
  return (
    <Link className="background-edit" to="/edit-background/" aria-label={t('background.edit')} title={t('background.edit')}>
      <Icon size={20}>
        <path d="M4 5h16v14H4z" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6 17l4-5 3 3 2-2 3 4z" fill="currentColor" />
        <circle cx="9" cy="9" r="1.6" fill="currentColor" />
      </Icon>
    </Link>
  );
}
