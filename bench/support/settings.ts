import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A numeric setting of a benchmark, from its environment variable, else its default. */
export const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

type SizeTable = Record<string, [variable: string, fallback: number]>;

/**
 * A benchmark's sizes and budgets, as `bench/benches.json` lists them (`sizes`: name → environment variable
 * and default), each from its variable, else its default. A name the table does not hold throws, so a
 * misspelt size never runs a benchmark on `NaN`.
 */
export function benchSizes(bench: string): Record<string, number> {
  const table = (JSON.parse(readFileSync(join(__dirname, '..', 'benches.json'), 'utf8')) as Record<string, { sizes?: SizeTable }>)[bench]?.sizes;
  if (!table) throw new Error(`bench/benches.json lists no sizes for "${bench}"`);
  const sizes = Object.fromEntries(Object.entries(table).map(([name, [variable, fallback]]) => [name, setting(variable, fallback)]));
  return new Proxy(sizes, {
    get: (values, name) => {
      if (typeof name === 'string' && !(name in values)) throw new Error(`bench/benches.json lists no size "${name}" for "${bench}"`);
      return values[name as string];
    },
  });
}

/** Each load phase stops issuing requests after this, so a slow database cannot hold a bench for hours (`BENCH_PHASE_SECONDS`). */
export const PHASE_BUDGET_MS = setting('BENCH_PHASE_SECONDS', 120) * 1000;
/** How long the api may take to build its directory index after starting (`BENCH_WARM_UP_SECONDS`). */
export const WARM_UP_BUDGET_MS = setting('BENCH_WARM_UP_SECONDS', 600) * 1000;
