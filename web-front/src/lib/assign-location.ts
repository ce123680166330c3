/**
 * Leaves the app for another address (the single sign-on). A module of its own because jsdom's
 * `window.location` cannot be spied on: tests replace this module instead.
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
