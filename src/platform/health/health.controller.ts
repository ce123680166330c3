import { Controller, Get, Inject, Res } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Response } from 'express';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { Public } from '../auth/public.decorator';
import { REDIS } from '../queues/queues.module';
import { MAIL_TRANSPORT } from '../mail/mail-transport.module';

type Check = { status: 'up' } | { status: 'down'; error: string };
const CHECK_TIMEOUT_MS = 3000;

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS))),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** Says which real component is down, so an operator knows where to look (503 when any is). */
@Controller('health')
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MAIL_TRANSPORT) private readonly mail: Transporter,
  ) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const [database, redis, smtp] = await Promise.all([
      check(async () => {
        if (!this.connection.db) throw new Error('not connected');
        await this.connection.db.command({ ping: 1 });
      }),
      check(() => this.redis.ping()),
      check(() => this.mail.verify()),
    ]);
    const healthy = [database, redis, smtp].every((c) => c.status === 'up');
    res.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'degraded', checks: { database, redis, smtp } };
  }
}
