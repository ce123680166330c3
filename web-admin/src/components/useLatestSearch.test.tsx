import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DirectoryEntry } from '../api/directoryEntry';
import { useLatestSearch } from './useLatestSearch';

const entry = (label: string): DirectoryEntry => ({ type: 'user', id: label, value: label, label });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets a search started by the last render answer (react-query notifies its observers on a timer). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(10));

function renderSearch(search: (text: string) => Promise<DirectoryEntry[]>, searchable?: (text: string) => boolean) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ text }) => useLatestSearch(text, { key: ['directory'], search, searchable }), { wrapper, initialProps: { text: '' } });
}

describe('search-as-you-type of the pickers', () => {
  it('does not search with 2 letters or fewer, digits and spaces not counted', async () => {
    const search = vi.fn(async () => [entry('Martin')]);
    const { result, rerender } = renderSearch(search);
    for (const text of ['ma', 'm 1 2 3', '  a-b ', '12345']) {
      rerender({ text });
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(search).not.toHaveBeenCalled();
    expect(result.current).toEqual({ results: [], loading: false });
  });

  it('searches 250 ms after the last key, once', async () => {
    const search = vi.fn(async (text: string) => [entry(text)]);
    const { result, rerender } = renderSearch(search);
    rerender({ text: 'mar' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ text: 'mart' });
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(search).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('mart');
    await settle();
    expect(result.current).toEqual({ results: [entry('mart')], loading: false });
  });

  it('keeps only the latest answer when an older one arrives last', async () => {
    let answerSlow: (entries: DirectoryEntry[]) => void = () => undefined;
    const search = vi.fn((text: string) =>
      text === 'mar' ? new Promise<DirectoryEntry[]>((resolve) => (answerSlow = resolve)) : Promise.resolve([entry('Martin Dupont')]),
    );
    const { result, rerender } = renderSearch(search);
    rerender({ text: 'mar' });
    await act(() => vi.advanceTimersByTimeAsync(250));
    rerender({ text: 'martin' });
    await act(() => vi.advanceTimersByTimeAsync(250));
    await settle();
    expect(result.current.results).toEqual([entry('Martin Dupont')]);

    await act(async () => answerSlow([entry('Marc'), entry('Marie')]));
    await settle();
    expect(result.current.results).toEqual([entry('Martin Dupont')]);
  });

  it('offers nothing after a failed search, without trying again', async () => {
    const search = vi.fn(async () => {
      throw new Error('directory down');
    });
    const { result, rerender } = renderSearch(search);
    rerender({ text: 'martin' });
    await act(() => vi.advanceTimersByTimeAsync(250));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ results: [], loading: false });
  });

  it('counts letters of any script (Chinese names), and follows another rule when given one', async () => {
    const search = vi.fn(async () => [entry('王小明')]);
    const { rerender } = renderSearch(search);
    rerender({ text: '王小明' });
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(search).toHaveBeenCalledWith('王小明');

    const tools = vi.fn(async () => [entry('Payslips')]);
    const oneLetter = renderSearch(tools, (text) => text.length >= 1);
    oneLetter.rerender({ text: 'P' });
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(tools).toHaveBeenCalledWith('P');
  });
});
