/**
 * Reads Prometheus's text format as a scraper does: the sum of the samples of `name` whose labels include
 * `labels`; undefined when none is exposed.
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum = (sum ?? 0) + Number(match[3]);
  }
  return sum;
}

/** The label values of `label` on the samples of `name`. */
export function labelValuesOf(text: string, name: string, label: string): string[] {
  const values = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const value = new RegExp(`[{,]${label}="((?:[^"\\\\]|\\\\.)*)"`).exec(line)?.[1];
    if (value !== undefined) values.add(value);
  }
  return [...values];
}
