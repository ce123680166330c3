/**
 * NestJS alone, on the adapter named by argv[2] ("fastify" or "express"), with no fast path: one
 * controller answering the three calls of bench/pipeline (the wall, the users search, the open beacon)
 * with the bytes the product's api answered (PIPELINE_ANSWERS_FILE, as the limit server does), behind one
 * global guard that reads the session cookie (401 without one, as the limit server). It carries
 * none of the product's work (session lookup, CSRF, rate limits, the read): its figures are what the
 * framework itself costs a call, an upper bound on what the product could reach on that adapter.
 * Prints its port once listening. Run by pipeline.bench.ts with ts-node (transpile only).
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { CanActivate, Controller, ExecutionContext, Get, HttpCode, Injectable, Module, Post, Res, UnauthorizedException } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}
type Answers = Record<'wall' | 'search' | 'open', Answer>;

const answers = JSON.parse(readFileSync(process.env.PIPELINE_ANSWERS_FILE!, 'utf8')) as Answers;
const ready = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, { ...answer, bytes: Buffer.from(answer.body, 'base64') }])) as Record<keyof Answers, Answer & { bytes: Buffer }>;
const adapter = process.argv[2];

/** Writes an answer through the adapter's own reply object (Fastify's reply, or Express's response). */
interface Reply {
  status(code: number): Reply;
  header?(name: string, value: string): Reply;
  setHeader?(name: string, value: string): unknown;
  send?(body: Buffer): unknown;
  end?(body: Buffer): unknown;
}

function send(reply: Reply, answer: Answer & { bytes: Buffer }) {
  reply.status(answer.status);
  if (adapter === 'fastify') {
    for (const [name, value] of answer.headers) reply.header!(name, value);
    reply.send!(answer.bytes);
  } else {
    for (const [name, value] of answer.headers) reply.setHeader!(name, value);
    reply.end!(answer.bytes);
  }
}

@Injectable()
class SessionCookieGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const cookie = String(context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>().headers.cookie ?? '');
    if (!/(?:^|;\s*)[^=;]*session[^=;]*=([^;]*)/.test(cookie)) throw new UnauthorizedException();
    return true;
  }
}

@Controller('api')
class PipelineController {
  @Post('getApps/null/:userId/:pageSize/:limit/:withCategories/:withManagers/:managed/:subsidiary')
  wall(@Res() reply: Reply) {
    send(reply, ready.wall);
  }

  @Get('getUsers/word/:text')
  search(@Res() reply: Reply) {
    send(reply, ready.search);
  }

  @Post('opens')
  @HttpCode(204)
  open(@Res() reply: Reply) {
    send(reply, ready.open);
  }
}

@Module({ controllers: [PipelineController], providers: [{ provide: APP_GUARD, useClass: SessionCookieGuard }] })
class PipelineModule {}

async function main() {
  const app =
    adapter === 'fastify'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a devDependency only this bench loads
        await NestFactory.create(PipelineModule, new (require('@nestjs/platform-fastify').FastifyAdapter)(), { logger: ['error'] })
      : await NestFactory.create(PipelineModule, { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  console.log(String(address.port));
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

void main();
