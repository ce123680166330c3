import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewportWidth } from './use-viewport-width';

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

afterEach(() => vi.useRealTimers());

describe('viewport width', () => {
  it('follows a resize at most every 250 ms, ending on the last width', () => {
    vi.useFakeTimers();
    resizeTo(1440);
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(1440);

    act(() => {
      resizeTo(1000);
      vi.advanceTimersByTime(100);
      resizeTo(700);
      vi.advanceTimersByTime(149);
    });
    expect(result.current).toBe(1440);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(700);
  });
});
