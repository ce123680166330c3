import { useTranslation } from 'react-i18next';
import { toLanguage, type ToolCard } from '@contracts';
import { cutTitle, ToolLogo, toolText } from '@/features/wall';

/** The copy of the tile that follows the pointer during a drag. */
export function DragPreview({ tool }: { tool: ToolCard }) {
  const { i18n } = useTranslation();
  const title = toolText(tool, 'title', toLanguage(i18n.language));
  return (
    <div className="drag-preview" aria-hidden="true">
      <ToolLogo logo={tool.logo} title={title} />
      <span className="tile__title">{cutTitle(title)}</span>
    </div>
  );
}
