import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestableTools } from '../hooks/use-access-requests';
import { requestableMatches } from '../requestable-search';
import { RequestableToolSummary } from './RequestableToolSummary';
import '../access-requests.css';

interface RequestableToolsProps {
  /** The applied search term ('' for none): only the tools it finds. */
  searchTerm: string;
  /** Under the wall's search results, the list has its own heading; as the sidebar's category, the wall's heading names it. */
  withHeading?: boolean;
}

/** The private tools the person may ask for, each with "Request access" (a popup route), never their address. */
export function RequestableTools({ searchTerm, withHeading = false }: RequestableToolsProps) {
  const { t } = useTranslation();
  const tools = requestableMatches(useRequestableTools().data ?? [], searchTerm);
  if (tools.length === 0) return withHeading ? null : <p className="requestable-tools__empty">{t('accessRequests.noneFound')}</p>;
  return (
    <section className="requestable-tools" aria-label={t('accessRequests.category')}>
      {withHeading && <h4 className="requestable-tools__heading">{t('accessRequests.category')}</h4>}
      <ul className="requestable-tools__list">
        {tools.map((tool) => (
          <li key={tool.toolId} className="requestable-tools__item">
            <RequestableToolSummary tool={tool} />
            <Link className="button button--small button--outlined" to={`/request-access/${encodeURIComponent(tool.toolId)}`} aria-label={t(tool.openRequestId ? 'accessRequests.requestedFor' : 'accessRequests.requestFor', { title: tool.title })}>
              {tool.openRequestId ? t('accessRequests.requested') : t('accessRequests.requestButton')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
