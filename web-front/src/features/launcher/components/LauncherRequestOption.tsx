import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestableToolWire } from '@contracts';
import { ToolLogo } from '@/features/wall';

interface LauncherRequestOptionProps {
  id: string;
  index: number;
  tool: RequestableToolWire;
  active: boolean;
  onPoint: (index: number) => void;
  onChosen: () => void;
}

/** A tool the person does not see but may ask for: marked "Request access", it opens the request form, never the tool's address. */
export const LauncherRequestOption = memo(function LauncherRequestOption({ id, index, tool, active, onPoint, onChosen }: LauncherRequestOptionProps) {
  const { t } = useTranslation();
  return (
    <Link
      id={id}
      className={`launcher__option launcher__option--request${active ? ' launcher__option--active' : ''}`}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      to={`/request-access/${encodeURIComponent(tool.toolId)}`}
      onMouseMove={() => !active && onPoint(index)}
      onClick={() => setTimeout(onChosen)}
    >
      <span className="launcher__logo" aria-hidden="true">
        <ToolLogo logo={tool.logo} title={tool.title} />
      </span>
      <span className="launcher__title">{tool.title}</span>
      <span className="launcher__request-mark">{t('launcher.requestAccess')}</span>
    </Link>
  );
});
