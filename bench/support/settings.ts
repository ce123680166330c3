/** A numeric setting of a benchmark, from its environment variable, else its default. */
export const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Each load phase stops issuing requests after this, so a slow database cannot hold a bench for hours (`BENCH_PHASE_SECONDS`). */
export const PHASE_BUDGET_MS = setting('BENCH_PHASE_SECONDS', 120) * 1000;
/** How long the api may take to build its directory index after starting (`BENCH_WARM_UP_SECONDS`). */
export const WARM_UP_BUDGET_MS = setting('BENCH_WARM_UP_SECONDS', 600) * 1000;
