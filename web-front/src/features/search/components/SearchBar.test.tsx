import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LIMITS } from '@contracts';
import { SearchBar, type SearchBarControls } from './SearchBar';

function setup() {
  const onSearch = vi.fn();
  const onFocus = vi.fn();
  render(<SearchBar onSearch={onSearch} onFocus={onFocus} />);
  onSearch.mockClear(); // the empty field's first "no search"
  const field = screen.getByRole('searchbox', { name: 'Search for a tool' });
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  return { onSearch, onFocus, type, field };
}

describe('search debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the lowercased, trimmed term 800 ms after the typing stops', () => {
    const { onSearch, type } = setup();
    type('  Leave ');

    act(() => vi.advanceTimersByTime(LIMITS.searchDebounceMs - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('leave');
  });

  it('restarts the wait at every key, so only the final term is applied', () => {
    const { onSearch, type } = setup();
    type('ma');
    act(() => vi.advanceTimersByTime(500));
    type('mail');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch.mock.calls).toEqual([['mail']]);
  });

  it('clears the search for a term of one character, and at once for an emptied field', () => {
    const { onSearch, type } = setup();
    type('m');
    act(() => vi.advanceTimersByTime(LIMITS.searchDebounceMs));
    expect(onSearch).toHaveBeenLastCalledWith('');

    type('Mail');
    act(() => vi.advanceTimersByTime(LIMITS.searchDebounceMs));
    expect(onSearch).toHaveBeenLastCalledWith('mail');
    type('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('scrolls to the field and tells the page when it is focused', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom has none
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { onFocus, field } = setup();
    fireEvent.focus(field);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(onFocus).toHaveBeenCalled();
  });
});

describe('search feedback (issue 13, minor 9)', () => {
  it('shows the "at least 2 characters" hint only while the text is too short', async () => {
    const { type } = setup();
    expect(screen.queryByText('Type at least 2 characters.')).not.toBeInTheDocument();
    type('t');
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Type at least 2 characters.');
    type('travel');
    expect(screen.queryByText('Type at least 2 characters.')).not.toBeInTheDocument();
  });

  it('clears the field with its clear button, at once, and keeps the focus in the field', async () => {
    const { onSearch, type, field } = setup();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
    type('travel');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
  });

  it('clears the field with Escape', async () => {
    const { onSearch, field } = setup();
    await userEvent.type(field, 'travel{Escape}');
    expect(field).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('lets the page clear it (the empty state\'s button)', async () => {
    const controls = createRef<SearchBarControls>();
    const onSearch = vi.fn();
    render(<SearchBar onSearch={onSearch} controls={controls} />);
    const field = screen.getByRole('searchbox');
    fireEvent.change(field, { target: { value: 'zzz' } });
    act(() => controls.current?.clear());
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });
});
