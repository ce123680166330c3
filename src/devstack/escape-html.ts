/** For the dev stack's small HTML pages (sign-in, mail sink): text shown as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
