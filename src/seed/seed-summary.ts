import { SeedCount } from './seed-insert';

/** The one line the seed prints: what it inserted, or that everything was already there. */
export function summaryOf(counts: SeedCount[], elapsedMs: number): string {
  const seconds = (elapsedMs / 1000).toFixed(1);
  const inserted = counts.reduce((sum, count) => sum + count.inserted, 0);
  if (inserted === 0) {
    const present = counts.map((count) => `${count.collection} ${count.planned}`).join(', ');
    return `Seed: already seeded, nothing changed (${seconds} s); present: ${present}.`;
  }
  const written = counts.map((count) => `${count.collection} ${count.inserted}/${count.planned}`).join(', ');
  return `Seed: inserted ${inserted} documents in ${seconds} s (inserted/planned): ${written}.`;
}
