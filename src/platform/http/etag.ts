/** A strong ETag for a read model's version (an answer whose bytes never change for that version). */
export function strongEtag(version: string): string {
  return `"${version}"`;
}

/** If-None-Match holds `*` or a list of validators, weak or strong (weak comparison, as for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}
