import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../access-requests.css';

/** The header's entry to "My requests". */
export function MyRequestsLink() {
  const { t } = useTranslation();
  return (
    <Link className="site-header__my-requests" to="/access-requests">
      {t('accessRequests.mine.title')}
    </Link>
  );
}
