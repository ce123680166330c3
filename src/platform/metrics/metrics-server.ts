import { createServer, type Server } from 'node:http';

/** GET /metrics in Prometheus's text format; anything else 404. Its own server: the public port never answers it. */
export function serveMetrics(read: () => Promise<string>, contentType: string, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    read().then(
      (text) => res.writeHead(200, { 'Content-Type': contentType }).end(text),
      (error: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics unavailable: ${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
