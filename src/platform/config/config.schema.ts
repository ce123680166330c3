import { z } from 'zod';

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** Every environment variable the api and the worker read, with its default. `.env.example` mirrors it. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: url(['http', 'https']).default('http://127.0.0.1:3000'),
  MONGO_URL: url(['mongodb', 'mongodb+srv']),
  REDIS_URL: url(['redis', 'rediss']),
  SMTP_URL: url(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Tool portal <no-reply@portal.local>'),
  OIDC_ISSUER: url(['http', 'https']),
  OIDC_CLIENT_ID: z.string().min(1),
  OIDC_CLIENT_SECRET: z.string().min(1),
  OIDC_LOGIN_CLAIM: z.string().min(1).default('preferred_username'),
  OIDC_SCOPES: z.string().default('openid profile email'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  SESSION_MAX_AGE_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
  TRUSTED_PROXIES: z.string().default(''),
  SUPPORT_MAILBOX: z.string().email().default('support@example.com'),
  WEB_FRONT_DIST: z.string().default('web-front/dist'),
  WEB_ADMIN_DIST: z.string().default('web-admin/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  MAIL_BACKOFF_MS: z.coerce.number().int().min(10).default(5000),
  /** A directory file rejecting a larger share of its rows is not imported at all. */
  IMPORT_MAX_REJECTED_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** Largest directory file accepted by PUT config/import. */
  IMPORT_UPLOAD_MAX_MB: z.coerce.number().positive().max(2048).default(200),
  /** A real import marking more people (or groups) deleted than the smaller of these two waits for an administrator's confirmation. */
  IMPORT_DELETE_GUARD_MAX: z.coerce.number().int().min(0).default(500),
  IMPORT_DELETE_GUARD_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** The only folder the nightly import reads from (its configured paths must lie inside); empty: no nightly import. */
  IMPORT_NIGHTLY_DIR: z.string().default(''),
  /** Largest file the nightly import reads. */
  IMPORT_NIGHTLY_MAX_MB: z.coerce.number().positive().max(2048).default(200),
});

export type AppConfig = z.infer<typeof configSchema>;

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
  if (parsed.data.NODE_ENV === 'production' && parsed.data.SESSION_SECRET.startsWith('dev-')) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: the development secret cannot be used in production');
  }
  return parsed.data;
}
