import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickTranslation, toLanguage, type CurrentUser, type ToolCard } from '@contracts';
import type { UserCategory } from '@/api/wall-types';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useOptionalBookmarks } from '@/features/bookmarks';
import { ToolLogo, toolText } from '@/features/wall';
import { toolInfoAction } from '../tool-permissions';

interface ToolInfoContentProps {
  tool: ToolCard;
  user: CurrentUser;
  /** Null while the names load. */
  managerNames: string[] | null;
  categories: UserCategory[];
}

/**
 * The tool's information in the interface language, else English, else French. The popup's heading
 * carries the title, so it is not repeated here. Over the front page, the tool can be added to or
 * removed from the bookmarks.
 */
export function ToolInfoContent({ tool, user, managerNames, categories }: ToolInfoContentProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const mobile = useIsMobile();
  const title = toolText(tool, 'title', language);
  const url = toolText(tool, 'url', language);
  const description = toolText(tool, 'description', language);
  const categoryNames = (tool.categories ?? [])
    .map((id) => categories.find((category) => category._id === id))
    .filter((category): category is UserCategory => !!category)
    .map((category) => pickTranslation(category.name, language));
  const action = toolInfoAction(tool, user, mobile);
  const editPath = `/edit-tool/${encodeURIComponent(tool._id)}`;
  const bookmarks = useOptionalBookmarks();
  const booked = bookmarks?.isBooked(tool._id) ?? false;

  return (
    <div className="tool-info">
      <div className="tool-info__identity">
        <ToolLogo logo={tool.logo} title={title} />
        {tool.is_new && <span className="tool-info__new">{t('wall.new')}</span>}
      </div>
      <dl className="tool-info__facts">
        <dt>{t('toolInfo.description')}</dt>
        <dd className="tool-info__description">{description || t('toolInfo.none')}</dd>
        <dt>{t('toolInfo.url')}</dt>
        <dd>
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" data-open-tool-id={tool._id} className="tool-info__url">
              {url}
              <span className="visually-hidden"> {t('wall.opensInNewTab')}</span>
            </a>
          ) : (
            t('toolInfo.none')
          )}
        </dd>
        <dt>{t('toolInfo.categories')}</dt>
        <dd>{categoryNames.length ? categoryNames.join(', ') : t('toolInfo.none')}</dd>
        <dt>{t('toolInfo.managers')}</dt>
        <dd>{managerNames === null ? t('common.loading') : managerNames.length ? managerNames.join(', ') : t('toolInfo.none')}</dd>
      </dl>
      <div className="tool-info__actions">
        {url && (
          <a className="button button--primary" href={url} target="_blank" rel="noopener noreferrer" data-open-tool-id={tool._id}>
            {t('toolInfo.open')}
            <span className="visually-hidden"> {t('wall.opensInNewTab')}</span>
          </a>
        )}
        {bookmarks && (
          <button
            type="button"
            className="button"
            disabled={bookmarks.items === null}
            onClick={() => (booked ? bookmarks.remove(tool._id) : bookmarks.add(tool))}
          >
            {t(booked ? 'bookmarks.menu.remove' : 'bookmarks.menu.add')}
          </button>
        )}
        {action === 'edit' && (
          <Link className="button" to={editPath}>
            {t('toolInfo.edit')}
          </Link>
        )}
        {action === 'pending-open' && (
          <Link className="button button--pending" to={editPath}>
            {t('toolInfo.pendingEdition')}
          </Link>
        )}
        {action === 'pending' && (
          <button type="button" className="button button--pending" disabled>
            {t('toolInfo.pendingEdition')}
          </button>
        )}
      </div>
    </div>
  );
}
