import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The test command starts the real services once (scripts/test.sh → devstack) and writes their
 * addresses to .run/test.env; every e2e and browser test file reads them from there.
 */
const envFile = resolve(__dirname, '../..', process.env.SERVICES_ENV ?? '.run/test.env');
if (existsSync(envFile)) {
  for (const line of readFileSync(envFile, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2];
  }
}

// The api's rate limits are generous for people, not for test files firing hundreds of calls a minute
// from one address: raised here; test/rate-limits.e2e-spec.ts sets low ones to prove they hold.
for (const name of ['RATE_LIMIT_HEALTH_PER_MINUTE', 'RATE_LIMIT_SIGN_INS_PER_MINUTE', 'RATE_LIMIT_SEARCHES_PER_MINUTE', 'RATE_LIMIT_UPLOADS_PER_HOUR', 'RATE_LIMIT_WRITES_PER_MINUTE', 'RATE_LIMIT_API_TOKEN_CALLS_PER_MINUTE']) {
  process.env[name] ??= '1000000';
}
