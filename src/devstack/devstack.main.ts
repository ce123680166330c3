import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { devstackConfig } from '../platform/config/tooling-config';
import { writeCompileCache } from '../platform/lifecycle/compile-cache';
import { stopChildren } from './child-process';
import { startDatabase } from './database-server';
import { freePort } from './free-port';
import { startDevOidcProvider } from './oidc-dev-provider';
import { startRedis } from './redis-server';
import { startSmtpSink } from './smtp-sink';

/**
 * Starts the real components a developer or a test run needs, once, on loopback:
 *   node dist/devstack/devstack.main.js --write-env .run/dev.env --data-dir .run/dev [--fresh] [--public-url http://127.0.0.1:3000]
 * Writes their addresses to the env file (read by the api, the worker and the tests) and keeps
 * running until stopped; SIGTERM stops every server it started.
 */
function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

async function main() {
  const config = devstackConfig();
  if (config.NODE_ENV === 'production') throw new Error('The dev stack (embedded sign-in, mail sink) never runs in production.');
  const envFile = resolve(argument('write-env', '.run/dev.env'));
  const dataDir = resolve(argument('data-dir', '.run/dev'));
  const publicUrls = argument('public-url', 'http://127.0.0.1:3000').split(',');
  const dbName = argument('db-name', 'portal');
  if (process.argv.includes('--fresh')) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logDir = join(dataDir, 'logs');

  const [database, redisUrl] = await Promise.all([startDatabase(dataDir, logDir), startRedis(logDir, dataDir)]);

  let smtpUrl = config.SMTP_URL;
  let sinkUrl = '';
  if (!smtpUrl) {
    const [smtpPort, httpPort] = [await freePort(), await freePort()];
    await startSmtpSink(smtpPort, httpPort);
    smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    sinkUrl = `http://127.0.0.1:${httpPort}`;
  }

  const oidc = config.OIDC_ISSUER
    ? { issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID, clientSecret: config.OIDC_CLIENT_SECRET }
    : await (async () => {
        const clientId = 'portal';
        const clientSecret = randomBytes(24).toString('hex');
        const provider = await startDevOidcProvider({ port: await freePort(), clientId, clientSecret, publicUrls });
        return { issuer: provider.issuer, clientId, clientSecret };
      })();

  // A session secret kept with the data, so sessions survive an api restart during development.
  const secretFile = join(dataDir, 'session-secret');
  if (!existsSync(secretFile)) writeFileSync(secretFile, `dev-${randomBytes(32).toString('hex')}`, { mode: 0o600 });

  const env = {
    MONGO_URL: `${database.url}/${dbName}`,
    REDIS_URL: redisUrl,
    SMTP_URL: smtpUrl,
    SMTP_SINK_URL: sinkUrl,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    SESSION_SECRET: readFileSync(secretFile, 'utf8').trim(),
    PUBLIC_URL: publicUrls[0],
  };
  writeCompileCache();
  mkdirSync(dirname(envFile), { recursive: true });
  writeFileSync(envFile, Object.entries(env).map(([k, v]) => `${k}=${v}`).join('\n') + '\n', { mode: 0o600 });
  console.log(`[devstack] database: ${database.kind} at ${database.url}`);
  console.log(`[devstack] redis: ${redisUrl}`);
  console.log(`[devstack] smtp: ${smtpUrl}${sinkUrl ? ` (received mails: ${sinkUrl}/)` : ''}`);
  console.log(`[devstack] sign-in: ${oidc.issuer}`);
  console.log(`[devstack] ready; addresses written to ${envFile}`);
}

let shuttingDown = false;
const shutdown = () => {
  if (shuttingDown) return;
  shuttingDown = true;
  void stopChildren().finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

main().catch((error) => {
  console.error(`[devstack] ${(error as Error).message}`);
  void stopChildren().finally(() => process.exit(1));
});
