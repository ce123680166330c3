import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage, translationLanguage, type ToolCard } from '@contracts';
import { useTileTabIndex } from '../roving-tiles';
import type { ToolAction } from '../tool-action';
import { cutTitle, toolText } from '../tool-text';
import { ToolLogo } from './ToolLogo';
import { ToolStatusMark } from './ToolStatusMark';
import { Icon } from '@/components/Icon';

interface ToolTileProps {
  tool: ToolCard;
  action: ToolAction;
}

function ActionIcon({ kind }: { kind: 'edit' | 'info' }) {
  return kind === 'edit' ? (
    <Icon path="M4 17.3V20h2.7l8-8-2.7-2.7-8 8zm14.7-7.4a.7.7 0 0 0 0-1l-1.6-1.6a.7.7 0 0 0-1 0l-1.3 1.3 2.7 2.7z" />
  ) : (
    <Icon>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 10.5h2V17h-2zM11 7h2v2h-2z" fill="currentColor" />
    </Icon>
  );
}

/** One tool of a list: a link that opens it in a new tab, in the interface language (else en, else fr). */
export function ToolTile({ tool, action }: ToolTileProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const title = toolText(tool, 'title', language);
  // A title shown in another language (a French-only tool on a Japanese page) breaks and hyphenates by its own rules.
  const titleLanguage = translationLanguage(tool.title, language);
  const url = toolText(tool, 'url', language);
  const short = cutTitle(title);
  const cut = short !== title;
  // The server applied the rule when it answered (a card does not say whether its creation awaits approval).
  const isNew = tool.is_new;
  const tabIndex = useTileTabIndex();
  const actionLabel = action ? t(action.kind === 'edit' ? 'wall.edit' : 'wall.info', { title }) : '';

  const content = (
    <>
      <ToolLogo logo={tool.logo} title={title} />
      {/* A cut title is read whole by screen readers and shown whole in the tooltip. */}
      <span className="tile__title" lang={titleLanguage !== language ? titleLanguage : undefined} aria-hidden={cut || undefined}>
        {short}
      </span>
      {cut && <span className="visually-hidden">{title}</span>}
      {isNew && <span className="tile__new">{t('wall.new')}</span>}
      <ToolStatusMark toolId={tool._id} />
    </>
  );

  return (
    <div className={`tile${isNew ? ' tile--new' : ''}`}>
      {url ? (
        <a className="tile__link" href={url} target="_blank" rel="noopener noreferrer" title={title} data-open-tool-id={tool._id} tabIndex={tabIndex}>
          {content}
          <span className="visually-hidden">{t('wall.opensInNewTab')}</span>
        </a>
      ) : (
        <div className="tile__link tile__link--disabled" title={title}>
          {content}
        </div>
      )}
      {action && (
        <Link className={`tile__action tile__action--${action.kind}`} to={action.to} tabIndex={tabIndex} aria-label={actionLabel} title={actionLabel}>
          <ActionIcon kind={action.kind} />
        </Link>
      )}
    </div>
  );
}
