import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { request, type Agent } from 'node:http';
import { cpuMsOf, freePort, serverNode, stopProcess } from './api-process';
import type { LoadFigures } from './load';

const ROOT = resolve(__dirname, '../..');

/** One answer as it came on the wire: status, its headers (as sent, in order), the raw (still compressed) body. */
export interface CapturedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Written by Node's own server for every answer (and the length, for the body it is given): not copied. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Makes the request once and keeps the bytes, so the limit server can answer exactly them. */
export function captureAnswer(agent: Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: [string, string][] = [];
        for (let n = 0; n < res.rawHeaders.length; n += 2) {
          if (!CONNECTION_HEADERS.has(res.rawHeaders[n].toLowerCase())) headers.push([res.rawHeaders[n], res.rawHeaders[n + 1]]);
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The physical limit of Node on this machine for one call: a bare `node:http` server in its own
 * process that reads the request (body included) and its session cookie, then writes the captured
 * bytes: the api's status, headers (its security headers, ETag, limits and request id as they came)
 * and body; only the connection's own headers (Date, Keep-Alive) are Node's, as the api's are.
 * Nothing else: no routing, no session check, no database. The api's throughput is given as a
 * fraction of this one's, measured by the same load from the same process.
 */
const LIMIT_SERVER = String.raw`
const http = require('node:http');
const answer = JSON.parse(require('node:fs').readFileSync(process.env.LIMIT_ANSWER_FILE, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
// writeHead takes names and values in one flat list.
const headers = [...answer.headers.flat(), 'Content-Length', String(body.length)];
const server = http.createServer((req, res) => {
  const cookie = req.headers.cookie || '';
  const session = /(?:^|;\s*)[^=;]*session[^=;]*=([^;]*)/.exec(cookie);
  req.resume();
  req.on('end', () => {
    res.writeHead(session ? answer.status : 401, headers);
    res.end(body);
  });
});
server.keepAliveTimeout = 60000;
server.listen(Number(process.env.LIMIT_PORT || 0), '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export interface LimitServer {
  base: string;
  cpuMs(): number;
  stop(): Promise<void>;
}

export async function startLimitServer(answer: CapturedAnswer): Promise<LimitServer> {
  const port = process.env.BENCH_PORTS ? await freePort() : 0;
  // In a file: an answer of more than 128 KiB does not fit in one environment variable (E2BIG).
  const file = answerFile({ status: answer.status, headers: answer.headers, body: answer.body.toString('base64') });
  const child = spawn(serverNode(), ['-e', LIMIT_SERVER], {
    env: { ...process.env, LIMIT_PORT: String(port), LIMIT_ANSWER_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const listening = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the limit server exited with code ${code}`)));
  });
  return { base: `http://127.0.0.1:${listening}`, cpuMs: () => cpuMsOf(child.pid!), stop: () => stopProcess(child, exited).finally(() => rmSync(file, { force: true })) };
}

/** Writes what a server process is to answer into a file of its own under .run, and names it. */
export function answerFile(content: unknown): string {
  mkdirSync(join(ROOT, '.run'), { recursive: true });
  const file = join(ROOT, '.run', `bench-answer-${process.pid}-${++answerFiles}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
}
let answerFiles = 0;

/** Figure / target / measured, one row each, aligned. */
export function printTable(rows: [string, string, string][]) {
  const all: [string, string, string][] = [['figure', 'target', 'measured'], ...rows];
  const widths = [0, 1, 2].map((col) => Math.max(...all.map((row) => row[col].length)));
  const line = (row: [string, string, string]) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  console.log(['', line(all[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...all.slice(1).map(line), ''].join('\n'));
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

/** The load's figures against the limit's: throughput ratio, percentiles, CPU per call of both servers. */
export function limitRows(label: string, api: LoadFigures, apiCpuMs: number, limit: LoadFigures, limitCpuMs: number, p95Target: string): [string, string, string][] {
  return [
    [`${label}: throughput / limit (${api.perSecond.toFixed(0)} / ${limit.perSecond.toFixed(0)} req/s)`, '≥ 0.5', (api.perSecond / limit.perSecond).toFixed(2)],
    [`${label}: p50 · p99`, '—', `${ms(api.p50)} · ${ms(api.p99)}`],
    [`${label}: p95`, p95Target, ms(api.p95)],
    [`${label}: api CPU a call`, '≤ 0.5 ms', ms(apiCpuMs / Math.max(1, api.completed))],
    [`${label}: limit p50 · p95 · p99`, '—', `${ms(limit.p50)} · ${ms(limit.p95)} · ${ms(limit.p99)}`],
    [`${label}: limit CPU a call`, '—', ms(limitCpuMs / Math.max(1, limit.completed))],
  ];
}
