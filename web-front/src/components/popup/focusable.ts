const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements of `root` the Tab key can reach, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'));
}

/** Tab from the last of `focusable` goes to the first, Shift+Tab from the first to the last: a modal keeps the keyboard inside. */
export function wrapTab(event: { shiftKey: boolean; preventDefault: () => void }, focusable: readonly HTMLElement[]): void {
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const target = event.shiftKey ? last : first;
  if (document.activeElement === (event.shiftKey ? first : last)) {
    event.preventDefault();
    target.focus();
  }
}
