import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toLanguage } from '@contracts';
import { Popup, useClosePopup } from '@/components/popup';
import { ToolRequestsToDecide } from '@/features/access-requests';
import { useUserCategories } from '@/features/categories';
import { useCurrentUser } from '@/features/startup';
import { toolText } from '@/features/wall';
import { useToolInfo } from '../hooks/use-tool-info';
import { ToolInfoContent } from './ToolInfoContent';

/** Route popup of `/infos-tool/{id}` and `/infos-tool/{id}/{panel}` (the panel it was opened from). */
export function ToolInfoPopup() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { id = '', panel } = useParams();
  const close = useClosePopup();
  const user = useCurrentUser();
  const { tool, managerNames } = useToolInfo(id);
  const categories = useUserCategories(user, language);
  const title = tool.data ? toolText(tool.data, 'title', language) : t('toolInfo.title');

  return (
    <Popup title={title} onClose={close} className="popup--tool-info">
      {tool.data ? (
        <>
          <ToolInfoContent tool={tool.data} user={user} managerNames={managerNames} categories={categories.data ?? []} />
          {/* Its managers (opened from Managed tools, or named among them) decide on its access requests here. */}
          <ToolRequestsToDecide toolId={tool.data._id} enabled={panel === 'management' || (tool.data.managers ?? []).includes(user._id)} />
        </>
      ) : tool.isError ? (
        <p role="alert">{t('toolInfo.notFound')}</p>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </Popup>
  );
}
