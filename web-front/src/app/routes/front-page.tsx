import { useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '@/components/SkipLink';
import { BookmarksPanel, BookmarksProvider, DraggableToolTile } from '@/features/bookmarks';
import { Footer } from '@/features/footer';
import { Header } from '@/features/header';
import { SearchBar } from '@/features/search';
import { useCurrentUser } from '@/features/startup';
import { WallPanel } from '@/features/wall';
import { usePublicConfig } from '@/hooks/use-public-config';

/** The front page of `/` and `/login/:userId`; child routes open as popups over it. */
export function FrontPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = usePublicConfig();
  const [searchTerm, setSearchTerm] = useState('');
  const [wallExpanded, setWallExpanded] = useState(true);

  return (
    <div className="front-page">
      <title>{t('frontPage.title')}</title>
      <SkipLink />
      <Header firstname={user.firstname} />
      {/* tabIndex lets the skip link move focus here in every browser. */}
      <main id="main" className="front-page__main" tabIndex={-1}>
        <h1 className="front-page__heading">{t('frontPage.heading')}</h1>
        <BookmarksProvider user={user}>
          <BookmarksPanel />
          <SearchBar onSearch={setSearchTerm} onFocus={() => setWallExpanded(true)} />
          <WallPanel user={user} searchTerm={searchTerm} expanded={wallExpanded} onExpandedChange={setWallExpanded} tileFrame={DraggableToolTile} />
        </BookmarksProvider>
      </main>
      <Footer entries={config?.footer ?? []} />
      <Outlet />
    </div>
  );
}
