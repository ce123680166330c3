import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/notifications/notifications-context';
import { useRefreshAccessRequests, useToolRecentlyDecided, useToolRequestsToDecide } from '../hooks/use-access-requests';
import { DecidedByOthers } from './DecidedByOthers';
import { RequestToDecide } from './RequestToDecide';
import '../access-requests.css';

interface ToolRequestsToDecideProps {
  toolId: string;
  /** Only for someone who may decide (the tool's managers): nobody else reads the list. */
  enabled: boolean;
}

/** The waiting access requests of one tool, in its information popup for its managers, then those another approver decided lately; nothing when there is none. */
export function ToolRequestsToDecide({ toolId, enabled }: ToolRequestsToDecideProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefreshAccessRequests();
  const { data = [] } = useToolRequestsToDecide(toolId, enabled);
  const { data: decidedByOthers = [] } = useToolRecentlyDecided(toolId, enabled);
  if (!enabled || (!data.length && !decidedByOthers.length)) return null;

  const decided = (message: string) => {
    notify.success(message);
    void refresh();
  };
  return (
    <section className="tool-requests" aria-label={t('accessRequests.decide.title')}>
      {data.length > 0 && (
        <>
          <h3 className="tool-requests__heading">{t('accessRequests.decide.heading', { count: data.length })}</h3>
          <ul className="my-requests">
            {data.map((request) => (
              <RequestToDecide key={request.id} request={request} onDecided={decided} />
            ))}
          </ul>
        </>
      )}
      <DecidedByOthers requests={decidedByOthers} />
    </section>
  );
}
