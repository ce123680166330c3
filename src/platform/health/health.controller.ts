import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Response } from 'express';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { Public, RecognisesCaller } from '../auth/public.decorator';
import type { AuthenticatedRequest } from '../auth/principal';
import { carriesMonitoringToken } from '../auth/monitoring-token';
import { BUILD_VERSION } from '../build-version';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { REDIS } from '../queues/queues.module';
import { MAIL_TRANSPORT } from '../mail/mail-transport.module';
import { StartUpLoads } from '../lifecycle/start-up-loads';
import { Draining } from '../lifecycle/draining';
import { ConnectionWatchdog } from '../database/connection-watchdog';
import { Check, check, sharedFor } from './health-checks';
import { writeDatabaseHeartbeat } from './database-heartbeat';
import { RedisDataSentinel } from './redis-data-sentinel';
import { liveWorkers, WORKER_SILENT_AFTER_MS } from './worker-heartbeat';

/** How long one round of checks answers every caller: a flood of calls runs them once a second at most. */
const CHECKS_SHARED_MS = 1000;

type Checks = Record<string, Check>;

/** How long readiness forgives a database that answers the heartbeat slowly (see `slowIsReady`). */
const READY_SLOW_GRACE_MS = 30_000;
const READY_CHECK_MS = 1_000;

/**
 * Three views of the api's health (docs/operations.md, "Running it for real"):
 * - `GET /api/health/live`: the process answers and its database connection is not stuck (liveness;
 *   restart it when this fails: ConnectionWatchdog);
 * - `GET /api/health/ready`: it can serve requests: the database takes a write, Redis answers, and
 *   the read models loaded at start are held (readiness; SMTP is left out, since the api only queues mail);
 *   503 from the moment the api is told to stop (draining), so the load balancer sends it nothing new;
 * - `GET /api/health`: every part, for people and monitors: database (a heartbeat write, not only
 *   a ping), queue (Redis answers and kept its data since the last check), SMTP, and the workers'
 *   heartbeats. 503 when any is down. The detailed view names the build's version too.
 * Liveness and readiness answer anyone with the overall status only. The full report is rate-limited
 * per address and logged; its checks and their errors are shown to administrators (their session) and
 * to the monitor holding MONITORING_TOKEN, anyone else gets the overall status. Each round of checks
 * answers every caller of the next second, so no caller makes the api write or open SMTP at will.
 */
@Controller('health')
export class HealthController {
  private readonly fullChecks: () => Promise<Checks>;
  private readonly readyChecks: () => Promise<Checks>;
  /** When this process's last heartbeat write succeeded (0: never). */
  private lastHeartbeatAt = 0;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MAIL_TRANSPORT) private readonly mail: Transporter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sentinel: RedisDataSentinel,
    private readonly startUpLoads: StartUpLoads,
    private readonly watchdog: ConnectionWatchdog,
    private readonly draining: Draining,
  ) {
    this.fullChecks = sharedFor(CHECKS_SHARED_MS, () => this.runFullChecks());
    this.readyChecks = sharedFor(CHECKS_SHARED_MS, () => this.runReadyChecks());
  }

  @Public()
  @RecognisesCaller()
  @RateLimited('health')
  @Get()
  async health(@Req() req: AuthenticatedRequest, @Res({ passthrough: true }) res: Response) {
    const checks = await this.fullChecks();
    const detailed = !!req.principal?.roles.includes('administrator') || carriesMonitoringToken(req.headers, this.config.MONITORING_TOKEN);
    return this.answer(res, checks, detailed);
  }

  @Public()
  @Get('live')
  live(@Res({ passthrough: true }) res: Response) {
    // A process whose database connection cannot come back while the database answers others needs a restart.
    if (this.watchdog.stuck()) {
      res.status(503);
      return { status: 'down' };
    }
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    // A stopping api is taken out of the load balancer first, while it still serves (lifecycle/draining.ts).
    if (this.draining.started) return this.answer(res, { draining: { status: 'down', error: 'stopping' } }, false);
    return this.answer(res, await this.readyChecks(), false);
  }

  private async runFullChecks(): Promise<Checks> {
    const [database, redis, smtp, worker] = await Promise.all([
      this.database(),
      check(async () => {
        await this.redis.ping();
        await this.sentinel.check();
      }),
      check(() => this.mail.verify()),
      check(async () => {
        const count = await liveWorkers(this.redis, this.connection);
        if (count === 0) throw new Error(`no worker heartbeat in the last ${WORKER_SILENT_AFTER_MS / 1000} s: mails and imports wait`);
        return `${count} worker${count > 1 ? 's' : ''} alive`;
      }),
    ]);
    return { database, redis, smtp, worker };
  }

  private async runReadyChecks(): Promise<Checks> {
    const [database, redis, readModels] = await Promise.all([
      // Answered within a second, well inside the load balancer's check timeout.
      this.database(READY_CHECK_MS).then((result) => this.slowIsReady(result)),
      check(async () => void (await this.redis.ping())),
      check(async () => {
        const loading = this.startUpLoads.pending();
        if (loading.length) throw new Error(`still loading: ${loading.join(', ')}`);
      }),
    ]);
    return { database, redis, readModels };
  }

  private database(timeoutMs?: number): Promise<Check> {
    // A write that succeeds after the check gave up on it still proves the database takes writes (slowIsReady).
    const write = writeDatabaseHeartbeat(this.connection, 'api').then((written) => {
      this.lastHeartbeatAt = Date.now();
      return written;
    });
    return check(() => write, timeoutMs);
  }

  /**
   * For readiness, a heartbeat write that is only slow (no answer within the check's second: a busy database
   * under the morning's load) while one succeeded in the last READY_SLOW_GRACE_MS still counts as up: taking a
   * loaded host out of the load balancer would move its load onto the others and take them out in turn. A
   * write that fails (an error), or none answered for that long, is down.
   */
  private slowIsReady(result: Check): Check {
    if (result.status === 'up' || !result.error.startsWith('no answer within')) return result;
    return Date.now() - this.lastHeartbeatAt < READY_SLOW_GRACE_MS ? { status: 'up', detail: `slow: ${result.error}` } : result;
  }

  private answer(res: Response, checks: Checks, detailed: boolean) {
    const healthy = Object.values(checks).every((c) => c.status === 'up');
    res.status(healthy ? 200 : 503);
    const status = healthy ? 'ok' : 'degraded';
    // The build's version only in the detailed view: which hosts run which build, during a restart onto a new one.
    return detailed ? { status, version: BUILD_VERSION, checks } : { status };
  }
}
