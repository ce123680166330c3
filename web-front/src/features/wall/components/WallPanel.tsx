import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickTranslation, toLanguage, type CurrentUser, type ToolCard } from '@contracts';
import type { ToolList } from '@/api/wall-types';
import { CollapsiblePanel } from '@/components/CollapsiblePanel';
import { CategorySidebar, isPseudoCategory, orderCategories, useUserCategories } from '@/features/categories';
import { searchEntries, searchEntriesOf, usePersonNames } from '@/features/search';
import { useToolList } from '../hooks/use-tool-list';
import { ListStatus } from './ListStatus';
import { ToolGrid, type TileFrame } from './ToolGrid';

interface WallPanelProps {
  user: CurrentUser;
  /** The applied search term ('' for none), already normalised. */
  searchTerm: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Wrapped around each tile by the page (the bookmarks' drag and drop). */
  tileFrame?: TileFrame;
  /** Empties the search field: offered when the search matches nothing. */
  onClearSearch?: () => void;
  /** Tools the person may ask for, composed by the page: a sidebar entry of its own, and found by the search. */
  requestable?: RequestableEntry;
}

/** The "Request access" category: shown only when it holds a tool. */
export interface RequestableEntry {
  count: number;
  label: string;
  /** The tools the term finds; `withHeading` under the wall's search results. */
  render: (searchTerm: string, withHeading: boolean) => ReactNode;
}

export const REQUESTABLE_CATEGORY = '$requestable';

function listOf(selected: string): ToolList {
  if (selected === '$managed') return 'managed';
  if (selected === '$subsidiary') return 'subsidiary';
  return 'wall';
}

/**
 * The wall with its category sidebar. "All tools" and the categories filter the wall; "Managed
 * tools" and "My subsidiary tools" show those lists (loaded when first chosen), with their edit or
 * info icons. The search narrows whichever list is shown, the tools whose title matches first.
 */
export function WallPanel({ user, searchTerm, expanded, onExpandedChange, tileFrame, onClearSearch, requestable }: WallPanelProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [selected, setSelected] = useState('$all');
  const list = listOf(selected);

  const categories = useUserCategories(user, language);
  const lists = {
    wall: useToolList(user, 'wall', language),
    managed: useToolList(user, 'managed', language, list === 'managed'),
    subsidiary: useToolList(user, 'subsidiary', language, list === 'subsidiary'),
  };
  const shown = lists[list];
  // A list that has just arrived is drawn by a deferred render, which React interrupts every few
  // milliseconds: drawn at once, the wall's tiles were a phone's longest task at start-up. Paired with its
  // list, so that a list just chosen never shows another's tools meanwhile.
  const arrived = useMemo(() => ({ list, tools: shown.data }), [list, shown.data]);
  const deferred = useDeferredValue(arrived);
  const tools = deferred.list === list ? deferred.tools : undefined;
  const names = usePersonNames(searchTerm !== '', tools);

  const requestableCount = requestable?.count ?? 0;
  const requestableLabel = requestable?.label ?? '';
  const ordered = useMemo(() => {
    const sorted = orderCategories(categories.data ?? [], language, !!user.subsidiary);
    if (requestableCount === 0) return sorted;
    // After the pseudo-categories, before the real ones.
    const entry = { _id: REQUESTABLE_CATEGORY, name: { [language]: requestableLabel }, icon: null, totalApps: requestableCount };
    const firstReal = sorted.findIndex((category) => !isPseudoCategory(category._id));
    return firstReal < 0 ? [...sorted, entry] : [...sorted.slice(0, firstReal), entry, ...sorted.slice(firstReal)];
  }, [categories.data, language, user.subsidiary, requestableCount, requestableLabel]);
  const asking = selected === REQUESTABLE_CATEGORY && requestable !== undefined;
  // The search texts once a search starts, then once per list and names (not as the list arrives: a phone's
  // start-up did not need them); a term then keeps the matches, title matches first (as the launcher ranks them).
  const searchStarted = searchTerm !== '';
  const entries = useMemo(() => (searchStarted ? searchEntriesOf(tools ?? [], names) : null), [searchStarted, tools, names]);
  const visible = useMemo(() => {
    const inCategory = (tool: ToolCard) => isPseudoCategory(selected) || (tool.categories ?? []).includes(selected);
    if (!entries) return (tools ?? []).filter(inCategory);
    return searchEntries(
      entries.filter(({ tool }) => inCategory(tool)),
      searchTerm,
    ).map(({ tool }) => tool);
  }, [entries, tools, selected, searchTerm]);
  const selectedCategory = ordered.find((category) => category._id === selected);
  const categoryHeading = asking
    ? requestable.label
    : isPseudoCategory(selected)
    ? t(`categories.${selected.slice(1)}`)
    : selectedCategory
      ? pickTranslation(selectedCategory.name, language)
      : '';
  // While searching, the heading says what was searched and how many tools match (in which category).
  const searching = !asking && searchTerm !== '' && tools !== undefined;
  const heading = !searching
    ? categoryHeading
    : selected === '$all'
      ? t('search.results', { count: visible.length, term: searchTerm })
      : t('search.resultsIn', { count: visible.length, term: searchTerm, category: categoryHeading });

  return (
    <CollapsiblePanel className="wall-panel" title={t('wall.title')} expanded={expanded} onExpandedChange={onExpandedChange}>
      <div className="wall">
        <CategorySidebar categories={ordered} selected={selected} onSelect={setSelected} loading={categories.data === undefined} />
        <div className="wall__content">
          <h3 className="wall__heading">{heading}</h3>
          {asking ? (
            requestable.render(searchTerm, false)
          ) : tools === undefined ? (
            <ListStatus failed={shown.isError} onRetry={() => void shown.refetch()} />
          ) : (
            <>
              <p className="visually-hidden" role="status">
                {t('wall.shownCount', { count: visible.length })}
              </p>
              {searching && visible.length === 0 ? (
                <div className="wall__empty wall__empty--search">
                  <p>{t('search.noMatch', { term: searchTerm })}</p>
                  {onClearSearch && (
                    <button type="button" className="wall__retry" onClick={onClearSearch}>
                      {t('search.clear')}
                    </button>
                  )}
                </div>
              ) : (
                /* A new choice or search starts again from the first 24 tiles. */
                <ToolGrid key={`${selected}|${searchTerm}`} tools={visible} list={list} user={user} frame={tileFrame} />
              )}
              {searching && selected === '$all' && requestable?.render(searchTerm, true)}
            </>
          )}
        </div>
      </div>
    </CollapsiblePanel>
  );
}
