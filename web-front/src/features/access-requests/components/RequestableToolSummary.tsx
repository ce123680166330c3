import { useTranslation } from 'react-i18next';
import type { RequestableToolWire } from '@contracts';
import { ToolLogo } from '@/features/wall';

/** What a person who cannot see a tool learns of it: its logo, title, description and managers; never its address. */
export function RequestableToolSummary({ tool }: { tool: RequestableToolWire }) {
  const { t } = useTranslation();
  return (
    <div className="requestable-tool">
      <ToolLogo logo={tool.logo} title={tool.title} />
      <div className="requestable-tool__text">
        <p className="requestable-tool__title">{tool.title}</p>
        {tool.description && <p className="requestable-tool__description">{tool.description}</p>}
        {tool.managers.length > 0 && <p className="requestable-tool__managers">{t('accessRequests.managers', { names: tool.managers.join(', ') })}</p>}
      </div>
    </div>
  );
}
