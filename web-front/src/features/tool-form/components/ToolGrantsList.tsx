import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, toLanguage } from '@contracts';
import { getToolGrants } from '@/api/access-request-calls';

/**
 * Under a private tool's viewers, for its editors: who sees it through a grant, and until when. The
 * server answers the editors alone; for anyone else, and while there is no grant, nothing shows.
 */
export function ToolGrantsList({ toolId }: { toolId: string }) {
  const { t, i18n } = useTranslation();
  const grants = useQuery({ queryKey: ['access-requests', 'grants', toolId], queryFn: () => getToolGrants(toolId), retry: false, meta: { quiet: true } });
  if (!grants.data?.length) return null;
  const language = toLanguage(i18n.language);
  return (
    <section className="tool-form__access" aria-label={t('toolForm.grants.title')}>
      <h3 className="field__label">{t('toolForm.grants.title')}</h3>
      <ul>
        {grants.data.map((grant) => (
          <li key={grant.userId}>
            {grant.endsAt ? t('toolForm.grants.until', { name: grant.fullname, date: formatDisplayDate(grant.endsAt, language) }) : t('toolForm.grants.unlimited', { name: grant.fullname })}
          </li>
        ))}
      </ul>
    </section>
  );
}
