import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), { message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}` })
    .optional()
    // An empty variable is an unset one, as the shell scripts leave them.
    .or(z.literal('').transform(() => undefined));

/**
 * The variables of the development tools that run outside the api and the worker: the dev stack
 * (`node dist/devstack/devstack.main.js`), which reuses any service named here instead of starting its own,
 * and the demo seed. `.env.example` names the api's; these are documented in docs/testing.md.
 */
const devstackSchema = z.object({
  NODE_ENV: z.string().default('development'),
  /** A database to use instead of starting one (its database name is replaced by `--db-name`). */
  MONGO_URL: optionalUrl(['mongodb', 'mongodb+srv']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** An SMTP server to use instead of the embedded mail sink. */
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  /** An OpenID provider to use instead of the embedded one, with the portal's client there. */
  OIDC_ISSUER: optionalUrl(['http', 'https']),
  OIDC_CLIENT_ID: z.string().default(''),
  OIDC_CLIENT_SECRET: z.string().default(''),
  /** Where scripts/install-ferretdb.sh put FerretDB; default ~/.cache/portal-tools. */
  PORTAL_TOOLS_DIR: z.string().min(1).optional(),
  /** Where `mongod` and `redis-server` are looked for. */
  PATH: z.string().default(''),
});

export type DevstackConfig = z.infer<typeof devstackSchema>;

const seedSchema = z.object({
  NODE_ENV: z.string().default('development'),
  MONGO_URL: z
    .string({ required_error: 'is not set, e.g. MONGO_URL=mongodb://127.0.0.1:27017/portal' })
    .url()
    .refine((value) => value.startsWith('mongodb:') || value.startsWith('mongodb+srv:'), { message: 'must start with mongodb:// or mongodb+srv://' }),
});

export type SeedConfig = z.infer<typeof seedSchema>;

const portRangeSchema = z.object({
  /** The ports a test's restartable servers draw from (`from-to`, `to` excluded): a fault lane's own slice. */
  RESTARTABLE_PORTS: z.preprocess(
    // An empty variable is an unset one, as the shell scripts leave them.
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d+-\d+$/, 'must read from-to, e.g. 10000-20000')
      .transform((value) => value.split('-').map(Number) as [number, number])
      .refine(([from, to]) => from < to, { message: 'must end above its start' })
      .optional(),
  ),
});

/** RESTARTABLE_PORTS as [from, to), or undefined when unset; throws when malformed. */
export function restartablePortRange(env: NodeJS.ProcessEnv = process.env): [number, number] | undefined {
  return parsed(portRangeSchema, env).RESTARTABLE_PORTS;
}

/** The dev stack's variables, read and validated; throws naming every bad one. */
export function devstackConfig(env: NodeJS.ProcessEnv = process.env): DevstackConfig {
  return parsed(devstackSchema, env);
}

/** The demo seed's variables, read and validated; throws naming every bad one. */
export function seedConfig(env: NodeJS.ProcessEnv = process.env): SeedConfig {
  return parsed(seedSchema, env);
}

/**
 * The environment a server the dev stack starts inherits (its own, plus `extra`): read here so that no file
 * outside the configuration reads `process.env`.
 */
export function childEnvironment(extra: NodeJS.ProcessEnv, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, ...extra };
}

function parsed<T extends z.ZodTypeAny>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration; fix these environment variables:\n${lines.join('\n')}`);
}
