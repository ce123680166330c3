import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesceQueryNotifications } from './coalesceQueryNotifications';

describe("react-query's notifications at boot", () => {
  afterEach(() => {
    notifyManager.setScheduler(defaultScheduler);
    vi.useRealTimers();
  });

  it('runs the notifications scheduled together in one timer, in their order', () => {
    vi.useFakeTimers();
    coalesceQueryNotifications();
    const seen: string[] = [];
    notifyManager.schedule(() => seen.push('tools access'));
    notifyManager.schedule(() => seen.push('footer access'));
    notifyManager.batch(() => notifyManager.schedule(() => seen.push('tools list')));
    expect(seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    vi.runOnlyPendingTimers();
    expect(seen).toEqual(['tools access', 'footer access', 'tools list']);
  });

  it('leaves a notification scheduled while others run for the next timer', () => {
    vi.useFakeTimers();
    coalesceQueryNotifications();
    const seen: string[] = [];
    notifyManager.schedule(() => {
      seen.push('first');
      notifyManager.schedule(() => seen.push('caused by the first'));
    });
    vi.runOnlyPendingTimers();
    expect(seen).toEqual(['first']);
    vi.runOnlyPendingTimers();
    expect(seen).toEqual(['first', 'caused by the first']);
  });
});
