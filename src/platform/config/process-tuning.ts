import { z } from 'zod';

const ms = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/**
 * The variables read where no injected configuration reaches (module constants, the cluster's primary,
 * the logger before the app exists): waits and intervals whose defaults are production's, shortened by
 * the fault stack (docs/operations.md, "Fault tests"). Part of the configuration `loadConfig` validates
 * at start; `processTuning()` reads the same schema alone, so it needs none of the required variables.
 */
export const tuningSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How many api processes `cluster.js` runs; empty: one per core. */
  API_PROCESSES: z.string().default(''),
  /** Prometheus metrics (`/metrics`) on this port, never the public one; 0 (the default) serves none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Where the metrics port listens: loopback unless a scraper on another host needs it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** A record lock's lifetime; its holder stops trusting it 2 s before (so at least 4 s). */
  RECORD_LOCK_TTL_MS: ms(10_000, 4_000),
  /** The outbox relay redelivers an entry not done after this grace… */
  OUTBOX_RELAY_GRACE_MS: ms(10_000),
  /** …and again after this wait, doubling up to 5 minutes. */
  OUTBOX_RELAY_BACKOFF_MS: ms(10_000, 1),
  /** BullMQ hands a killed worker's mails and imports to another after these. */
  MAIL_STALLED_AFTER_MS: ms(30_000, 1),
  IMPORT_STALLED_AFTER_MS: ms(30_000, 1),
  /** The reconciler's period, and how old a half-done sequence must be before it repairs it. */
  RECONCILE_EVERY_MS: ms(5 * 60_000, 1),
  RECONCILE_GRACE_MS: ms(60_000),
  /** The worker's heartbeat, and the silence after which /api/health reports it gone. */
  WORKER_HEARTBEAT_MS: ms(5_000, 1),
  WORKER_SILENT_AFTER_MS: ms(20_000, 1),
  /** The Usage page's locks (moving the opens into the database, publishing its read model): a dead holder's is free after this. */
  USAGE_LOCK_TTL_MS: ms(60_000, 5_000),
  /** How often the worker moves the opens counted in Redis into the database. */
  USAGE_FLUSH_EVERY_MS: ms(10_000, 1),
  /** How often the worker finishes the directory index refreshes an api could not do (Redis was down). */
  INDEX_CATCH_UP_EVERY_MS: ms(30_000, 1),
  /** How often the api writes the sign-in times waiting in Redis. */
  LAST_SIGN_IN_DRAIN_MS: ms(2_000, 1),
});

export type ProcessTuning = z.infer<typeof tuningSchema>;

let read: ProcessTuning | undefined;

/** The tuning variables of this process, read and validated once; throws naming every bad one. */
export function processTuning(): ProcessTuning {
  if (read) return read;
  const parsed = tuningSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration; fix these environment variables:\n${lines.join('\n')}`);
  }
  return (read = parsed.data);
}

/** Test-only switches (faultPoint): read at each call, so a running process can be armed. */
export function faultSwitches(env: NodeJS.ProcessEnv = process.env): { at?: string; file?: string; production: boolean } {
  return { at: env.FAULT_EXIT_AT || undefined, file: env.FAULT_EXIT_AT_FILE || undefined, production: env.NODE_ENV === 'production' };
}
