import { Controller, Get, Inject, Res } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Response } from 'express';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { Public } from '../auth/public.decorator';
import { REDIS } from '../queues/queues.module';
import { MAIL_TRANSPORT } from '../mail/mail-transport.module';
import { StartUpLoads } from '../lifecycle/start-up-loads';
import { Check, check } from './health-checks';
import { writeDatabaseHeartbeat } from './database-heartbeat';
import { RedisDataSentinel } from './redis-data-sentinel';
import { liveWorkers, WORKER_SILENT_AFTER_MS } from './worker-heartbeat';

/**
 * Three views of the api's health (docs/operations.md, "Running it for real"):
 * - `GET /api/health/live`: the process answers (liveness; restart it when this fails);
 * - `GET /api/health/ready`: it can serve requests: the database takes a write, Redis answers, and
 *   the read models loaded at start are held (readiness; SMTP is left out, since the api only queues mail);
 * - `GET /api/health`: every part, for people and monitors: database (a heartbeat write, not only
 *   a ping), queue (Redis answers and kept its data since the last check), SMTP, and the workers'
 *   heartbeats. 503 with the failing checks when any is down.
 */
@Controller('health')
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MAIL_TRANSPORT) private readonly mail: Transporter,
    private readonly sentinel: RedisDataSentinel,
    private readonly startUpLoads: StartUpLoads,
  ) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
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
    return this.answer(res, { database, redis, smtp, worker });
  }

  @Public()
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const [database, redis, readModels] = await Promise.all([
      this.database(),
      check(async () => void (await this.redis.ping())),
      check(async () => {
        const loading = this.startUpLoads.pending();
        if (loading.length) throw new Error(`still loading: ${loading.join(', ')}`);
      }),
    ]);
    return this.answer(res, { database, redis, readModels });
  }

  private database(): Promise<Check> {
    return check(() => writeDatabaseHeartbeat(this.connection, 'api'));
  }

  private answer(res: Response, checks: Record<string, Check>) {
    const healthy = Object.values(checks).every((c) => c.status === 'up');
    res.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'degraded', checks };
  }
}
