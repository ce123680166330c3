import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { DropProbe, renderBookmarks } from '../testing/render-bookmarks';

const catalogue = ['Mail', 'Leave', 'Payslips', 'Wiki', 'Travel'].map((en) => aTool({ en }));
const tool = (title: string) => catalogue.find((item) => item.title.en === title)!;
const idsOf = (...titles: string[]) => titles.map((title) => tool(title)._id);

const panel = () => screen.getByRole('region', { name: 'My bookmarks' });
const wall = () => screen.getByRole('region', { name: 'Wall' });
const shownTitles = () => within(panel()).queryAllByRole('link', { name: /opens in a new tab/ }).map((link) => link.getAttribute('title'));
const menu = () => screen.getByRole('dialog');

afterEach(() => vi.useRealTimers());

describe('mobile menu of a wall tile', () => {
  it('adds the tool to the bookmarks, then offers to remove it', async () => {
    const { state } = renderBookmarks(catalogue, idsOf('Mail'), { wall: [tool('Wiki')] });
    await within(panel()).findByRole('link', { name: /^Mail/ });

    await userEvent.click(within(wall()).getByRole('button', { name: 'Options for Wiki' }));
    expect(within(menu()).getByRole('heading', { name: 'Wiki' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('button', { name: 'Move earlier' })).not.toBeInTheDocument();
    await userEvent.click(within(menu()).getByRole('button', { name: 'Add to my bookmarks' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Wiki was added to your bookmarks.')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Mail', 'Wiki']);
    await waitFor(() => expect(state.saves).toEqual([idsOf('Mail', 'Wiki')]));
    await userEvent.click(within(wall()).getByRole('button', { name: 'Options for Wiki, one of your bookmarks' }));
    expect(within(menu()).getByRole('button', { name: 'Remove from my bookmarks' })).toBeInTheDocument();
  });

  it('links to the details of the tool and opens it in a new tab', async () => {
    renderBookmarks(catalogue, [], { wall: [tool('Wiki')] });
    await userEvent.click(within(wall()).getByRole('button', { name: 'Options for Wiki' }));
    expect(within(menu()).getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/infos-tool/${tool('Wiki')._id}/wall`);
    const open = within(menu()).getByRole('link', { name: /^Open/ });
    expect(open).toHaveAttribute('href', 'https://wiki.example.com');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes on cancel or escape, giving the focus back to the tile', async () => {
    renderBookmarks(catalogue, [], { wall: [tool('Wiki')] });
    const opener = within(wall()).getByRole('button', { name: 'Options for Wiki' });
    await userEvent.click(opener);
    expect(within(menu()).getByRole('button', { name: 'Add to my bookmarks' })).toHaveFocus();
    await userEvent.click(within(menu()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(menu()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(within(menu()).getByRole('button', { name: 'Add to my bookmarks' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('mobile menu of a bookmark', () => {
  it('moves it earlier and later, showing its position, and saves each move', async () => {
    const { state } = renderBookmarks(catalogue, idsOf('Mail', 'Leave', 'Payslips', 'Wiki'));
    await within(panel()).findByRole('link', { name: /^Mail/ });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Options for Payslips' }));
    expect(within(menu()).getByText('Bookmark 3 of 4')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/infos-tool/${tool('Payslips')._id}/bookmark`);

    await userEvent.click(within(menu()).getByRole('button', { name: 'Move later' }));
    expect(within(menu()).getByText('Bookmark 4 of 4')).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: 'Move later' })).toBeDisabled();
    // The panel follows the bookmark to its slide.
    expect(shownTitles()).toEqual(['Payslips']);

    for (let step = 0; step < 3; step += 1) await userEvent.click(within(menu()).getByRole('button', { name: 'Move earlier' }));
    expect(within(menu()).getByText('Bookmark 1 of 4')).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: 'Move earlier' })).toBeDisabled();
    expect(shownTitles()).toEqual(['Payslips', 'Mail', 'Leave']);
    await waitFor(() => expect(state.savedIds).toEqual(idsOf('Payslips', 'Mail', 'Leave', 'Wiki')));
  });

  it('removes it with a message that stays 3.5 s', async () => {
    renderBookmarks(catalogue, idsOf('Mail', 'Leave'));
    await within(panel()).findByRole('link', { name: /^Leave/ });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Options for Leave' }));
    vi.useFakeTimers();
    fireEvent.click(within(menu()).getByRole('button', { name: 'Remove from my bookmarks' }));

    expect(screen.getByText('Leave was removed from your bookmarks.')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Mail']);
    act(() => vi.advanceTimersByTime(3499));
    expect(screen.getByText('Leave was removed from your bookmarks.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Leave was removed from your bookmarks.')).not.toBeInTheDocument();
  });

  it('removing the last one shows the default-tools message for 5 s and the empty state', async () => {
    renderBookmarks(catalogue, idsOf('Mail'));
    await within(panel()).findByRole('link', { name: /^Mail/ });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Options for Mail' }));
    vi.useFakeTimers();
    fireEvent.click(within(menu()).getByRole('button', { name: 'Remove from my bookmarks' }));

    const message = /^Mail was removed\. You have no bookmarks left: the default tools chosen by your company are on the wall/;
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(within(panel()).getByText('You have no bookmarks yet. Drag a tool from the wall here to add it.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('the menu on desktop too (issue 13)', () => {
  it('gives every tile a menu button beside the drag handle', async () => {
    renderBookmarks(catalogue, idsOf('Mail'), { wall: [tool('Wiki')] });
    await within(panel()).findByRole('link', { name: /^Mail/ });
    expect(within(wall()).getByRole('button', { name: 'Drag Wiki to your bookmarks' })).toBeInTheDocument();
    expect(within(wall()).getByRole('button', { name: 'Options for Wiki' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(panel()).getByRole('button', { name: 'Options for Mail' })).toBeInTheDocument();
  });

  it.each([
    ['the Menu key', '{ContextMenu}'],
    ['Shift+F10', '{Shift>}{F10}{/Shift}'],
  ])('opens from the keyboard with %s on the tile, and gives the focus back on Escape', async (_name, keys) => {
    renderBookmarks(catalogue, [], { wall: [tool('Wiki')] });
    await within(panel()).findByText(/You have no bookmarks yet/);
    const link = within(wall()).getByRole('link', { name: /^Wiki/ });
    link.focus();
    await userEvent.keyboard(keys);
    expect(within(menu()).getByRole('heading', { name: 'Wiki' })).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: 'Add to my bookmarks' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('stars the wall tiles that are already bookmarks, with an accessible name', async () => {
    renderBookmarks(catalogue, idsOf('Mail'), { wall: [tool('Mail'), tool('Wiki')] });
    await within(panel()).findByRole('link', { name: /^Mail/ });
    expect(within(wall()).getByRole('img', { name: 'Mail is one of your bookmarks' })).toBeInTheDocument();
    expect(within(wall()).queryByRole('img', { name: 'Wiki is one of your bookmarks' })).not.toBeInTheDocument();
    expect(within(wall()).getByRole('button', { name: 'Options for Mail, one of your bookmarks' })).toBeInTheDocument();
    // The bookmarks themselves need no star.
    expect(within(panel()).queryByRole('img', { name: /one of your bookmarks/ })).not.toBeInTheDocument();

    await userEvent.click(within(wall()).getByRole('button', { name: 'Options for Wiki' }));
    await userEvent.click(within(menu()).getByRole('button', { name: 'Add to my bookmarks' }));
    expect(within(wall()).getByRole('img', { name: 'Wiki is one of your bookmarks' })).toBeInTheDocument();
  });
});

describe('focus inside the menu after a move (issue 13, minor 6)', () => {
  it('stays in the menu when "Move earlier" reaches position 1, and Escape still closes it', async () => {
    renderBookmarks(catalogue, idsOf('Mail', 'Leave'));
    await within(panel()).findByRole('link', { name: /^Leave/ });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Options for Leave' }));
    const earlier = within(menu()).getByRole('button', { name: 'Move earlier' });
    earlier.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(menu()).getByText('Bookmark 1 of 2')).toBeInTheDocument();
    expect(earlier).toBeDisabled();
    expect(within(menu()).getByRole('button', { name: 'Move later' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the "already a bookmark" prompt (issue 13, minor 7)', () => {
  it('goes away once that bookmark is removed', async () => {
    renderBookmarks(catalogue, idsOf('Mail', 'Leave'), { children: <DropProbe tool={tool('Mail')} /> });
    await within(panel()).findByRole('link', { name: /^Mail/ });
    await userEvent.click(screen.getByRole('button', { name: 'drop Mail' }));
    expect(within(panel()).getByText('Mail is already one of your bookmarks.')).toBeInTheDocument();

    await userEvent.click(within(panel()).getByRole('button', { name: 'Options for Mail' }));
    await userEvent.click(within(menu()).getByRole('button', { name: 'Remove from my bookmarks' }));
    expect(within(panel()).queryByText('Mail is already one of your bookmarks.')).not.toBeInTheDocument();
  });
});
