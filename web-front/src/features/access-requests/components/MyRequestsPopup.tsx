import { useTranslation } from 'react-i18next';
import { withdrawAccessRequest } from '@/api/access-request-calls';
import { Popup, useClosePopup } from '@/components/popup';
import { useNotify } from '@/components/notifications/notifications-context';
import { useMyAccessRequests, useRefreshAccessRequests } from '../hooks/use-access-requests';
import { MyRequestItem } from './MyRequestItem';

/** Route popup of `/access-requests` ("My requests", and where the mails link): the person's requests and their state. */
export function MyRequestsPopup() {
  const { t } = useTranslation();
  const close = useClosePopup();
  const notify = useNotify();
  const refresh = useRefreshAccessRequests();
  const mine = useMyAccessRequests();

  const withdraw = async (id: string) => {
    try {
      await withdrawAccessRequest(id);
      notify.success(t('accessRequests.mine.withdrawn'));
    } catch (error) {
      notify.error(error);
    }
    await refresh();
  };

  return (
    <Popup title={t('accessRequests.mine.title')} onClose={close} className="popup--my-requests">
      {mine.data ? (
        mine.data.length === 0 ? (
          <p className="my-requests__empty">{t('accessRequests.mine.empty')}</p>
        ) : (
          <ul className="my-requests">
            {mine.data.map((request) => (
              <MyRequestItem key={request.id} request={request} onWithdraw={withdraw} />
            ))}
          </ul>
        )
      ) : mine.isError ? (
        <p role="alert">{t('accessRequests.mine.loadError')}</p>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </Popup>
  );
}
