/** Makes a person's text match literally inside a regular expression ("a.*" finds "a.*", not everything). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A person's text placed literally inside HTML (a mail's body, an announcement written for them). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
