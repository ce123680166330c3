import { useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@contracts';
import { SkipLink } from '@/components/SkipLink';
import { MyRequestsLink, RequestableTools, useRequestableTools } from '@/features/access-requests';
import { AnnouncementBanners, NewsMenu } from '@/features/announcements';
import { BackgroundEditLink, backgroundImageUrl, backgroundNumberOf } from '@/features/background';
import { BookmarksPanel, BookmarksProvider, DraggableToolTile } from '@/features/bookmarks';
import { Footer } from '@/features/footer';
import { Header } from '@/features/header';
import { Launcher } from '@/features/launcher';
import { NetworkWarning } from '@/features/network-warning';
import { RecentlyUsed } from '@/features/recent';
import { SearchBar, type SearchBarControls } from '@/features/search';
import { useCurrentUser } from '@/features/startup';
import { Tour } from '@/features/tour';
import { WallPanel } from '@/features/wall';
import { usePublicConfig } from '@/hooks/use-public-config';

/**
 * The launcher with the tools the person may ask for. The page's parts that show those tools read them
 * themselves: their answer, which lands after the first paint, draws these two again, not the whole page.
 */
function FrontLauncher({ user }: { user: CurrentUser }) {
  return <Launcher user={user} requestable={useRequestableTools().data} />;
}

/** The wall, with the "Request access" category composed here (see FrontLauncher). */
function FrontWall(props: Omit<ComponentProps<typeof WallPanel>, 'requestable'>) {
  const { t } = useTranslation();
  const requestableTools = useRequestableTools().data;
  const requestable = {
    count: requestableTools?.length ?? 0,
    label: t('accessRequests.category'),
    render: (term: string, withHeading: boolean) => <RequestableTools searchTerm={term} withHeading={withHeading} />,
  };
  return <WallPanel {...props} requestable={requestable} />;
}

/** The front page of `/` and `/login/:userId`; child routes open as popups over it. */
export function FrontPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = usePublicConfig();
  const [searchTerm, setSearchTerm] = useState('');
  const [wallExpanded, setWallExpanded] = useState(true);
  const searchBar = useRef<SearchBarControls>(null);
  const background = { '--front-background': `url(${backgroundImageUrl(backgroundNumberOf(user.background, config?.nbBackgrounds))})` } as CSSProperties;

  return (
    <div className="front-page front-page--with-background" style={background}>
      <title>{t('frontPage.title')}</title>
      <SkipLink />
      <Header user={user} news={<NewsMenu />} requests={<MyRequestsLink />} />
      {/* The bookmarks reach the popups too: the information popup adds and removes them. */}
      <BookmarksProvider user={user}>
        {/* tabIndex lets the skip link move focus here in every browser. */}
        <main id="main" className="front-page__main" tabIndex={-1}>
          <h1 className="front-page__heading">{t('frontPage.heading')}</h1>
          <div className="front-page__tools-bar">
            {/* Mounted once: it also listens for Ctrl+K, ⌘K and / on the whole page. */}
            <FrontLauncher user={user} />
            <Link className="button button--primary" to="/add-tool">
              {t('toolForm.addButton')}
            </Link>
            <BackgroundEditLink />
          </div>
          <AnnouncementBanners user={user} />
          <BookmarksPanel />
          <RecentlyUsed />
          <SearchBar onSearch={setSearchTerm} onFocus={() => setWallExpanded(true)} controls={searchBar} />
          <FrontWall
            user={user}
            searchTerm={searchTerm}
            expanded={wallExpanded}
            onExpandedChange={setWallExpanded}
            tileFrame={DraggableToolTile}
            onClearSearch={() => searchBar.current?.clear()}
          />
        </main>
        <Footer entries={config?.footer ?? []} />
        <Outlet />
      </BookmarksProvider>
      <Tour />
      <NetworkWarning user={user} />
    </div>
  );
}
