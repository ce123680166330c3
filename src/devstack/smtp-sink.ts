import { createServer as createHttpServer, Server as HttpServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from './escape-html';

export interface SunkMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  /** The Message-ID header as received: the same on every copy of one outbox mail. */
  messageId: string;
  text: string;
  html: string;
  receivedAt: string;
}

const MAX_KEPT = 500;

/**
 * A real SMTP server on loopback that keeps what it receives, with a small HTTP API so tests and
 * developers read real mails: GET /messages (JSON), DELETE /messages, POST /fail-next?count=N
 * (the next N mails get a temporary 451 failure, to prove retries), GET / (a page for people).
 */
export async function startSmtpSink(smtpPort: number, httpPort: number): Promise<{ close(): Promise<void> }> {
  const mails: SunkMail[] = [];
  let nextId = 1;
  let failNext = 0;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      if (failNext > 0) {
        failNext -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Temporary failure (sink asked to fail)'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            id: nextId++,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          if (mails.length > MAX_KEPT) mails.shift();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that goes away mid-conversation (a worker killed while delivering) is that client's end,
  // not the sink's: without a listener the error would end the dev stack, its mails and sign-in with it.
  smtp.on('error', (error: NodeJS.ErrnoException) => console.warn(`[devstack] SMTP sink: a client connection failed (${error.code ?? error.message})`));
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const http: HttpServer = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to');
      const list = to ? mails.filter((m) => m.to.includes(to)) : mails;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    } else if (url.pathname === '/messages' && req.method === 'DELETE') {
      mails.length = 0;
      res.writeHead(204).end();
    } else if (url.pathname === '/fail-next' && req.method === 'POST') {
      failNext = Number(url.searchParams.get('count') ?? 1);
      res.writeHead(204).end();
    } else if (url.pathname === '/') {
      const rows = [...mails]
        .reverse()
        .map((m) => `<tr><td>${m.receivedAt}</td><td>${escapeHtml(m.to.join(', '))}</td><td>${escapeHtml(m.subject)}</td><td><pre>${escapeHtml(m.text)}</pre></td></tr>`)
        .join('');
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Mail sink</title><h1>Mails received (${mails.length})</h1><table border=1 cellpadding=4><tr><th>When</th><th>To</th><th>Subject</th><th>Text</th></tr>${rows}</table>`);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));

  return {
    close: () =>
      new Promise<void>((resolve) => {
        http.close();
        smtp.close(() => resolve());
      }),
  };
}
