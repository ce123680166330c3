/** A configured internal website as a bare host name: "https://Intranet.example.com/x" → "intranet.example.com". */
function hostOf(entry: string): string {
  return entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^\*?\./, '');
}

/**
 * Front spec section 6: is `url` one of the company's internal websites (the user's
 * hermes_internal_websites)? A listed domain covers its sub-domains too.
 */
export function isInternalWebsite(url: string, internalWebsites: readonly string[]): boolean {
  let host: string;
  try {
    const parsed = new URL(url, window.location.href);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    host = parsed.hostname.toLowerCase();
  } catch {
    return false;
  }
  return internalWebsites.map(hostOf).some((domain) => domain !== '' && (host === domain || host.endsWith(`.${domain}`)));
}
