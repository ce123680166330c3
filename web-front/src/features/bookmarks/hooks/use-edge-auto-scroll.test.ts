import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEdgeAutoScroll } from './use-edge-auto-scroll';

const pointerAt = (clientY: number) => window.dispatchEvent(new MouseEvent('mousemove', { clientY }));

describe('auto-scroll during a drag', () => {
  let scrollBy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollBy = vi.fn();
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });
  afterEach(() => vi.useRealTimers());

  it('scrolls up 15 px every 50 ms while the pointer is within 30 px of the top', () => {
    renderHook(() => useEdgeAutoScroll(true));
    pointerAt(29);
    vi.advanceTimersByTime(49);
    expect(scrollBy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollBy).toHaveBeenLastCalledWith(0, -15);
    vi.advanceTimersByTime(100);
    expect(scrollBy).toHaveBeenCalledTimes(3);
  });

  it('scrolls down near the bottom edge and stops once the pointer leaves the edge', () => {
    renderHook(() => useEdgeAutoScroll(true));
    pointerAt(790);
    vi.advanceTimersByTime(50);
    expect(scrollBy).toHaveBeenLastCalledWith(0, 15);
    pointerAt(400);
    vi.advanceTimersByTime(500);
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no drag is under way, and stops when it ends', () => {
    const { rerender } = renderHook(({ active }) => useEdgeAutoScroll(active), { initialProps: { active: false } });
    pointerAt(5);
    vi.advanceTimersByTime(500);
    expect(scrollBy).not.toHaveBeenCalled();

    rerender({ active: true });
    pointerAt(5);
    vi.advanceTimersByTime(50);
    rerender({ active: false });
    vi.advanceTimersByTime(500);
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });
});
