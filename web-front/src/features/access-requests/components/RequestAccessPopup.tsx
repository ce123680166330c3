import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Popup, useClosePopup } from '@/components/popup';
import { useNotify } from '@/components/notifications/notifications-context';
import { useRefreshAccessRequests, useRequestableTools } from '../hooks/use-access-requests';
import { RequestAccessForm } from './RequestAccessForm';
import { RequestableToolSummary } from './RequestableToolSummary';

/** Route popup of `/request-access/{toolId}`: the form, or the person's open request when there is one. */
export function RequestAccessPopup() {
  const { t } = useTranslation();
  const { toolId = '' } = useParams();
  const close = useClosePopup();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefreshAccessRequests();
  const requestable = useRequestableTools();
  const [alreadyOpen, setAlreadyOpen] = useState(false);
  const tool = requestable.data?.find((candidate) => candidate.toolId === toolId);

  const sent = () => {
    notify.success(t('accessRequests.form.sent', { title: tool?.title ?? '' }));
    void refresh();
    void navigate('/access-requests');
  };
  const showOpen = () => {
    setAlreadyOpen(true);
    void refresh();
  };

  return (
    <Popup title={t('accessRequests.form.title')} onClose={close} className="popup--access-request">
      {tool ? (
        <>
          <RequestableToolSummary tool={tool} />
          {alreadyOpen || tool.openRequestId ? (
            <p role="status" className="access-request-form__open">
              {t('accessRequests.form.alreadyOpen')} <Link to="/access-requests">{t('accessRequests.form.seeOpen')}</Link>
            </p>
          ) : (
            <RequestAccessForm tool={tool} onSent={sent} onAlreadyOpen={showOpen} />
          )}
        </>
      ) : requestable.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <p role="alert">{t('accessRequests.form.notFound')}</p>
      )}
    </Popup>
  );
}
