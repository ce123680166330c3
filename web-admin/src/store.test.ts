import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from 'react-admin';
import { createAdminStore } from './store';

afterEach(() => localStorage.clear());

describe('admin store', () => {
  it('keeps the locale in portal.language, shared with the front', () => {
    const store = createAdminStore(memoryStore());
    store.setItem('locale', 'fr');
    expect(localStorage.getItem('portal.language')).toBe('fr');
    localStorage.setItem('portal.language', 'ja');
    expect(store.getItem('locale')).toBe('ja');
  });

  it('follows a language chosen in another tab', () => {
    const store = createAdminStore(memoryStore());
    store.setup();
    const listener = vi.fn();
    store.subscribe('locale', listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.language', newValue: 'zh' }));
    expect(listener).toHaveBeenCalledWith('zh');
    store.teardown();
  });

  it('leaves other keys to react-admin', () => {
    const store = createAdminStore(memoryStore());
    store.setup();
    store.setItem('sidebar.open', false);
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(localStorage.getItem('portal.language')).toBeNull();
  });
});
