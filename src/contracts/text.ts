/** Makes a person's text match literally inside a regular expression ("a.*" finds "a.*", not everything). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
