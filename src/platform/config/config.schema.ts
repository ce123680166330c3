import { z } from 'zod';
import { tuningSchema } from './process-tuning';
import { productionProblems } from './production-checks';

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/**
 * Every environment variable the api and the worker read, with its default (the waits read outside the
 * injected configuration are in `process-tuning.ts`, merged here). `.env.example` mirrors it.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: url(['http', 'https']).default('http://127.0.0.1:3000'),
  MONGO_URL: url(['mongodb', 'mongodb+srv']),
  /** A connection down this long while the database answers a fresh client is opened again (ConnectionWatchdog)… */
  DATABASE_RECONNECT_AFTER_MS: z.coerce.number().int().min(100).default(30_000),
  /** …and if it stays down this long all the same, liveness fails so that a supervisor restarts the process. */
  DATABASE_STUCK_AFTER_MS: z.coerce.number().int().min(100).default(120_000),
  /** Redis's address, credentials and database; with REDIS_SENTINELS its host and port are replaced by the primary Sentinel names. */
  REDIS_URL: url(['redis', 'rediss']),
  /** Sentinels to ask for Redis's primary (`host:port,host:port,…`); empty: REDIS_URL's address is Redis itself. */
  REDIS_SENTINELS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      const endpoints = entries.map(parseEndpoint);
      const bad = entries.filter((_, i) => !endpoints[i]);
      if (bad.length) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be a comma-separated list of host:port (not "${bad.join('", "')}")` });
      return endpoints.filter((endpoint): endpoint is SentinelEndpoint => !!endpoint);
    }),
  /** The name the Sentinels monitor Redis's primary under (their `sentinel monitor <name> …`); required with REDIS_SENTINELS. */
  REDIS_SENTINEL_NAME: z.string().trim().default(''),
  SMTP_URL: url(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Tool portal <no-reply@portal.local>'),
  OIDC_ISSUER: url(['http', 'https']),
  OIDC_CLIENT_ID: z.string().min(1),
  OIDC_CLIENT_SECRET: z.string().min(1),
  OIDC_LOGIN_CLAIM: z.string().min(1).default('preferred_username'),
  OIDC_SCOPES: z.string().default('openid profile email'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** A session unused this long ends (sliding); default 8 hours. */
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(30 * 24 * 3600).default(8 * 3600),
  /** A session ends this long after sign-in whatever its use; default 7 days. */
  SESSION_ABSOLUTE_LIFETIME_SECONDS: z.coerce.number().int().min(1).max(90 * 24 * 3600).default(7 * 24 * 3600),
  TRUSTED_PROXIES: z.string().default(''),
  /**
   * On SIGTERM, how long the api goes on serving with its readiness at 503 before it closes its server: at
   * least the load balancer's time to mark it down (HAProxy: `inter` × `fall`); 0 closes at once.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * Lets a monitor read the full health report (`GET /api/health` with `Authorization: Bearer <token>`);
   * empty: only administrators' sessions see it. 32 random bytes in production, like the session secret.
   */
  MONITORING_TOKEN: z.string().refine((value) => value === '' || value.length >= 32, 'must be empty or at least 32 characters').default(''),
  /** Calls of the full health report per client address and minute (a monitor polls it every few seconds). */
  RATE_LIMIT_HEALTH_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Rate limits (docs/operations.md): sign-in starts per address, the rest per person. */
  RATE_LIMIT_SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Sign-ins under way (at the provider's page) from one address at once; each lives 10 minutes at most. */
  SIGN_IN_PENDING_PER_ADDRESS: z.coerce.number().int().min(1).default(1000),
  RATE_LIMIT_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Calls of one API token (a program's) per minute, reads and writes together, across all instances. */
  RATE_LIMIT_API_TOKEN_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Uploads (docs/operations.md): an employee's files and megabytes a day; how long an unused file is kept. */
  UPLOAD_QUOTA_FILES_PER_DAY: z.coerce.number().int().min(1).default(50),
  UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().positive().default(50),
  UPLOAD_ORPHAN_GRACE_HOURS: z.coerce.number().positive().default(24),
  SUPPORT_MAILBOX: z.string().email().default('support@example.com'),
  WEB_FRONT_DIST: z.string().default('web-front/dist'),
  WEB_ADMIN_DIST: z.string().default('web-admin/dist'),
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  MAIL_BACKOFF_MS: z.coerce.number().int().min(10).default(5000),
  /** A directory file rejecting a larger share of its rows is not imported at all. */
  IMPORT_MAX_REJECTED_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** Largest directory file accepted by PUT config/import. */
  IMPORT_UPLOAD_MAX_MB: z.coerce.number().positive().max(2048).default(200),
  /** How long a person's "Recently used" history is kept, in days; older opens are forgotten. */
  USAGE_HISTORY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A real import marking more people (or groups) deleted than the smaller of these two waits for an administrator's confirmation. */
  IMPORT_DELETE_GUARD_MAX: z.coerce.number().int().min(0).default(500),
  IMPORT_DELETE_GUARD_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** The only folder the nightly import reads from (its configured paths must lie inside); empty: no nightly import. */
  IMPORT_NIGHTLY_DIR: z.string().default(''),
  /** Largest file the nightly import reads. */
  IMPORT_NIGHTLY_MAX_MB: z.coerce.number().positive().max(2048).default(200),
  /** Tool status checks (docs/behaviour/tool-status.md): checks one worker process runs at once; a check holds its place until its answer (2,000 a minute answering in 3 s need 100). */
  STATUS_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(200),
  /** Checks started per second against one host, across every worker; a check over the rate waits its turn within its interval. */
  STATUS_CHECKS_PER_HOST_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Tests only: every check's interval in ms instead of the one saved (never under a minute through the API). 0: off. */
  STATUS_CHECK_TEST_INTERVAL_MS: z.coerce.number().int().min(0).default(0),
}).merge(tuningSchema);

export type AppConfig = z.infer<typeof configSchema>;

export interface SentinelEndpoint {
  host: string;
  port: number;
}

/** `host:port` (a bracketed IPv6 address too), or null when malformed. */
function parseEndpoint(entry: string): SentinelEndpoint | null {
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(entry);
  if (!match) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const value = env[name];
      return value === undefined ? `  ${name}: missing (${issue.message})` : `  ${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration; fix these environment variables:\n${lines.join('\n')}`);
  }
  if (parsed.data.METRICS_PORT !== 0 && parsed.data.METRICS_PORT === parsed.data.PORT) {
    throw new ConfigError('Invalid configuration; fix these environment variables:\n  METRICS_PORT: must differ from PORT (the metrics are never served on the public port)');
  }
  if (parsed.data.REDIS_SENTINELS.length > 0 && !parsed.data.REDIS_SENTINEL_NAME) {
    throw new ConfigError('Invalid configuration; fix these environment variables:\n  REDIS_SENTINEL_NAME: missing (required with REDIS_SENTINELS: the name the Sentinels monitor the primary under)');
  }
  const unsafe = parsed.data.NODE_ENV === 'production' ? productionProblems(parsed.data) : [];
  if (unsafe.length) throw new ConfigError(`Invalid configuration for production:\n${unsafe.map((line) => `  ${line}`).join('\n')}`);
  return parsed.data;
}
