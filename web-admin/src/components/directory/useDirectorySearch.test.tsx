import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { DirectoryEntry } from '../../api/directoryEntry';
import { useDirectorySearch } from './useDirectorySearch';

const entry = (label: string): DirectoryEntry => ({ type: 'user', id: label, value: label, label });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderSearch(search: (text: string) => Promise<DirectoryEntry[]>) {
  return renderHook(({ text }) => useDirectorySearch(text, search), { initialProps: { text: '' } });
}

describe('directory search of the pickers', () => {
  it('does not search with 2 letters or fewer, digits and spaces not counted', async () => {
    const search = vi.fn(async () => [entry('Martin')]);
    const { result, rerender } = renderSearch(search);
    for (const text of ['ma', 'm 1 2 3', '  a-b ', '12345']) {
      rerender({ text });
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(search).not.toHaveBeenCalled();
    expect(result.current.options).toEqual([]);
  });

  it('searches 250 ms after the last key, once', async () => {
    const search = vi.fn(async (text: string) => [entry(text)]);
    const { result, rerender } = renderSearch(search);
    rerender({ text: 'mar' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ text: 'mart' });
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('mart');
    expect(result.current.options).toEqual([entry('mart')]);
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
    expect(result.current.options).toEqual([entry('Martin Dupont')]);

    await act(async () => answerSlow([entry('Marc'), entry('Marie')]));
    expect(result.current.options).toEqual([entry('Martin Dupont')]);
  });

  it('counts letters of any script (Chinese names)', async () => {
    const search = vi.fn(async () => [entry('王小明')]);
    const { rerender } = renderSearch(search);
    rerender({ text: '王小明' });
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(search).toHaveBeenCalledWith('王小明');
  });
});
