import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { requestLogging } from './request-logging';

/** A logger writing its JSON lines into an array, and a call answered with `status`. */
function setUp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const call = (url: string, status: number, finished = true, headers: Record<string, string> = {}) => {
    const req = { url, method: 'POST', headers } as unknown as IncomingMessage & { id?: string };
    const sent: Record<string, string> = {};
    const res = Object.assign(new EventEmitter(), { statusCode: status, writableFinished: finished, setHeader: (name: string, value: string) => void (sent[name] = value) });
    let passed = false;
    requestLogging(logger)(req, res as unknown as ServerResponse, () => void (passed = true));
    res.emit('close');
    return { req, sent, passed };
  };
  return { lines, call };
}

describe('request logging', () => {
  it('logs one line per answered call with its id, verb, path without query, status and time', () => {
    const { lines, call } = setUp('info');
    const { req, sent, passed } = call('/api/opens?date=1', 204, true, { 'x-request-id': 'trace-12345678' });
    expect(passed).toBe(true);
    expect(req.id).toBe('trace-12345678');
    expect(sent['X-Request-Id']).toBe('trace-12345678');
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'request completed', req: { id: 'trace-12345678', method: 'POST', url: '/api/opens' }, res: { statusCode: 204 } })]);
    expect(typeof lines[0].responseTime).toBe('number');
  });

  it('logs answers of 500 and above at error level, and calls the caller left as aborted', () => {
    const { lines, call } = setUp('info');
    call('/api/getApps', 503);
    call('/api/getApps', 200, false);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, 'request completed'], [30, 'request aborted']]);
  });

  it('never logs the orchestrator probes but logs the full health report, and logs nothing but still sets an id below info', () => {
    const info = setUp('info');
    info.call('/api/health/ready', 200);
    info.call('/api/health/live', 200);
    expect(info.lines).toEqual([]);
    info.call('/api/health', 503);
    expect(info.lines).toEqual([expect.objectContaining({ req: expect.objectContaining({ url: '/api/health' }), res: { statusCode: 503 } })]);
    const warn = setUp('warn');
    const { req, sent } = warn.call('/api/opens', 204, true, { 'x-request-id': 'bad id!' });
    expect(warn.lines).toEqual([]);
    expect(req.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent['X-Request-Id']).toBe(req.id);
  });
});
