import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { renderBookmarks } from '../testing/render-bookmarks';

const catalogue = ['Mail', 'Leave', 'Payslips', 'Wiki', 'Travel', 'Expenses', 'Library', 'Canteen'].map((en) => aTool({ en }));
const tool = (title: string) => catalogue.find((item) => item.title.en === title)!;
const idsOf = (...titles: string[]) => titles.map((title) => tool(title)._id);

const panel = () => screen.getByRole('region', { name: 'My bookmarks' });
const shownTitles = async () => {
  const list = await within(panel()).findByRole('list', { name: /^Bookmarks, slide/ });
  return within(list).getAllByRole('link', { name: /opens in a new tab/ }).map((link) => link.getAttribute('title'));
};

afterEach(() => vi.useRealTimers());

describe('bookmarks panel', () => {
  it('shows the bookmarks in their saved order, three per slide, with arrows and dots', async () => {
    renderBookmarks(catalogue, idsOf('Wiki', 'Mail', 'Leave', 'Travel', 'Payslips', 'Library', 'Canteen'));
    expect(await shownTitles()).toEqual(['Wiki', 'Mail', 'Leave']);
    expect(within(panel()).getByRole('list', { name: 'Bookmarks, slide 1 of 3' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Previous bookmarks' })).toBeDisabled();
    const dots = within(panel()).getByRole('group', { name: 'Bookmark slides' });
    expect(within(dots).getByRole('button', { name: 'Slide 1 of 3' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(panel()).getByRole('button', { name: 'Next bookmarks' }));
    expect(await shownTitles()).toEqual(['Travel', 'Payslips', 'Library']);
    await userEvent.click(within(dots).getByRole('button', { name: 'Slide 3 of 3' }));
    expect(await shownTitles()).toEqual(['Canteen']);
    expect(within(panel()).getByRole('button', { name: 'Next bookmarks' })).toBeDisabled();
    expect(within(dots).getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('has no arrows or dots with three bookmarks or fewer', async () => {
    renderBookmarks(catalogue, idsOf('Mail', 'Leave'));
    expect(await shownTitles()).toEqual(['Mail', 'Leave']);
    expect(within(panel()).queryByRole('button', { name: 'Next bookmarks' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('group', { name: 'Bookmark slides' })).not.toBeInTheDocument();
  });

  it('says it is loading, then that there is no bookmark yet', async () => {
    renderBookmarks(catalogue, []);
    expect(within(panel()).getByText('Loading bookmarks…')).toBeInTheDocument();
    expect(await within(panel()).findByText('You have no bookmarks yet. Drag a tool from the wall here to add it.')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Drag a tool from the wall here to add it; drag a bookmark out/)).toBeInTheDocument();
  });

  it('offers a retry when the bookmarks cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state } = renderBookmarks(catalogue, idsOf('Mail'), { failLoad: true });
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Your bookmarks could not be loaded.');

    state.failLoad = false;
    await userEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await shownTitles()).toEqual(['Mail']);
  });
});

describe('adding a bookmark', () => {
  it('adds a dropped tool at the end, saves the whole list, shows its slide and confirms with a toast', async () => {
    const { state } = renderBookmarks(catalogue, idsOf('Mail', 'Leave', 'Payslips'), { wall: [tool('Wiki')] });
    expect(await shownTitles()).toEqual(['Mail', 'Leave', 'Payslips']);

    await userEvent.click(screen.getByRole('button', { name: 'drop Wiki' }));
    expect(await screen.findByText('Wiki was added to your bookmarks.')).toBeInTheDocument();
    expect(await shownTitles()).toEqual(['Wiki']);
    expect(within(panel()).getByRole('list', { name: 'Bookmarks, slide 2 of 2' })).toBeInTheDocument();
    await waitFor(() => expect(state.saves).toEqual([idsOf('Mail', 'Leave', 'Payslips', 'Wiki')]));
  });

  it('ignores a tool that is already a bookmark, saying so for 3.5 s, and saves nothing', async () => {
    const { state } = renderBookmarks(catalogue, idsOf('Mail', 'Leave'), { wall: [tool('Leave')] });
    await shownTitles();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'drop Leave' }));

    expect(within(panel()).getByText('Leave is already one of your bookmarks.')).toBeInTheDocument();
    expect(screen.queryByText(/was added/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3500));
    expect(within(panel()).queryByText('Leave is already one of your bookmarks.')).not.toBeInTheDocument();
    expect(state.saves).toEqual([]);
  });

  it('changes nothing while the saved list is not known, so it is never overwritten', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state } = renderBookmarks(catalogue, idsOf('Mail'), { wall: [tool('Wiki')], failLoad: true });
    await within(panel()).findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'drop Wiki' }));
    expect(screen.queryByText(/was added/)).not.toBeInTheDocument();
    expect(state.saves).toEqual([]);
  });

  it('puts the list back and says so when the save fails', async () => {
    const { state } = renderBookmarks(catalogue, idsOf('Mail'), { wall: [tool('Wiki')] });
    await shownTitles();
    state.failSaves = true;

    await userEvent.click(screen.getByRole('button', { name: 'drop Wiki' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookmarks could not be saved. The change was undone.');
    expect(await shownTitles()).toEqual(['Mail']);
  });
});

describe('dragging with the keyboard', () => {
  const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  afterEach(() => setWidth(1024));

  async function pickUp(title: string) {
    const handle = screen.getByRole('button', { name: `Drag ${title} to your bookmarks` });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await screen.findByText(`Picked up ${title}. Press the up arrow to move it onto your bookmarks.`);
    return handle;
  }

  it('on screens up to 950 px, shows a fixed copy of the zone with the last 4 bookmarks while a tool is dragged', async () => {
    setWidth(390);
    renderBookmarks(catalogue, idsOf('Mail', 'Leave', 'Payslips', 'Wiki', 'Travel'), { wall: [tool('Library')] });
    await shownTitles();
    const handle = await pickUp('Library');

    const fixed = screen.getByTestId('fixed-bookmarks');
    expect(within(fixed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['LEALeave', 'PAYPayslips', 'WIKWiki', 'TRATravel']);
    expect(within(fixed).getByText('Drop here to add it to your bookmarks.')).toBeInTheDocument();
    expect(within(panel()).getByText('Drop here to add it to your bookmarks.')).toBeInTheDocument();

    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    expect(await screen.findByText('Dragging Library was cancelled. Nothing changed.')).toBeInTheDocument();
    expect(screen.queryByTestId('fixed-bookmarks')).not.toBeInTheDocument();
  });

  it('has no fixed copy on wider screens, and says when the dragged tool is already a bookmark', async () => {
    setWidth(1440);
    renderBookmarks(catalogue, idsOf('Mail', 'Leave'), { wall: [tool('Leave')] });
    await shownTitles();
    await pickUp('Leave');
    expect(screen.queryByTestId('fixed-bookmarks')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Leave is already one of your bookmarks.')).toBeInTheDocument();
  });
});

