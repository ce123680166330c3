import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@contracts';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt } from '@/testing/render-app';
import { aCategory, aTool } from '@/testing/tool-fixtures';

const tools = [
  aTool({ en: 'Leave requests', is_new: true, description: { en: 'Request paid leave' } }),
  aTool({ en: 'Expense reports', title: { en: 'Expense reports', fr: 'Notes de frais' } }),
  aTool({ en: 'Mail', url: { en: 'https://mail.northwind.example' } }),
];

function renderFrontPage(path = '/') {
  return renderAppAt(
    path,
    frontPageReplies(aUser(), {
      'getApps/null/u1/10/100/true/true/false/false': { body: tools },
      'categories/for-user/u1': { body: [aCategory('$all', 'All tools', 3), aCategory('$managed', 'Managed tools', 0)] },
      getBookmarkedApps: { body: [] },
    }),
  ).router;
}

const tileTitles = () => screen.queryAllByRole('link', { name: /opens in a new tab/ }).map((link) => link.getAttribute('title'));

afterEach(() => vi.useRealTimers());

describe('front page wall and search', () => {
  it('shows the search bar and the wall under the page heading', async () => {
    renderFrontPage();
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('search')).toBeInTheDocument();
    expect(await within(main).findByRole('region', { name: 'Tools' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /^Mail/ });
    expect(tileTitles()).toEqual(['Leave requests', 'Expense reports', 'Mail']);
  });

  it('shows the bookmarks panel above the search bar and the wall', async () => {
    renderFrontPage();
    const main = await screen.findByRole('main');
    const bookmarks = await within(main).findByRole('region', { name: 'My bookmarks' });
    expect(await within(bookmarks).findByText(/^You have no bookmarks yet/)).toBeInTheDocument();
    const order = [bookmarks, within(main).getByRole('search'), within(main).getByRole('region', { name: 'Tools' })];
    order.slice(1).forEach((next, index) => expect(order[index].compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
  });

  it('filters the wall 800 ms after typing, in any language of the tool, and clears with a short term', async () => {
    renderFrontPage();
    await screen.findByRole('link', { name: /^Mail/ });
    vi.useFakeTimers();
    const field = screen.getByRole('searchbox', { name: 'Search for a tool' });

    fireEvent.change(field, { target: { value: ' NOTES ' } });
    act(() => vi.advanceTimersByTime(LIMITS.searchDebounceMs - 100));
    expect(tileTitles()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(100));
    expect(tileTitles()).toEqual(['Expense reports']);

    fireEvent.change(field, { target: { value: 'northwind.example' } });
    act(() => vi.advanceTimersByTime(LIMITS.searchDebounceMs));
    expect(tileTitles()).toEqual(['Mail']);

    fireEvent.change(field, { target: { value: 'n' } });
    act(() => vi.advanceTimersByTime(LIMITS.searchDebounceMs));
    expect(tileTitles()).toHaveLength(3);
  });

  it('opens a collapsed wall when the search field gets the focus', async () => {
    renderFrontPage();
    await screen.findByRole('link', { name: /^Mail/ });
    await userEvent.click(screen.getByRole('button', { name: /Collapse/ }));
    expect(screen.getByRole('region', { name: 'Tools' })).toHaveClass('panel--collapsed');

    await userEvent.click(screen.getByRole('searchbox', { name: 'Search for a tool' }));
    expect(screen.getByRole('region', { name: 'Tools' })).not.toHaveClass('panel--collapsed');
  });

  it('keeps the front page under the popup routes the tiles link to', async () => {
    const router = renderFrontPage('/infos-tool/t1/management');
    expect(await screen.findByRole('region', { name: 'Tools' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/infos-tool/t1/management');
  });
});
