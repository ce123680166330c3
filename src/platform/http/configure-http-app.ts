import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppConfig } from '../config/config.schema';
import { checkedReadSession, checkedWriteSession, csrfProtection } from './csrf.middleware';
import { applyApiPrefix } from './api-prefix';
import { COMPRESSION_THRESHOLD_BYTES } from './compression-threshold';
import { FastRoutes } from './fast-routes';
import { sendFrontPage } from './front-page';
import { precompressedAssets } from './precompressed-assets';
import { fixedHeadersOf } from './fixed-headers';
import { HttpExceptionFilter } from './http-exception.filter';
import { jsonBody } from './json-body.middleware';
import { methodOverride } from './method-override.middleware';
import { requestLogging } from './request-logging';
import { SessionCookies } from '../sessions/session-cookies';

/**
 * The HTTP conventions of ARCHITECTURE.md, applied the same way by main.ts and by the e2e tests:
 * /api prefix, emulated verbs, session cookie and the CSRF token bound to it, JSON errors, request ids.
 */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig, logger: Logger, options: { serveWeb: boolean; closeOnSignal?: boolean } = { serveWeb: true }) {
  const secure = config.PUBLIC_URL.startsWith('https:');
  const proxies = config.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean);
  app.set('trust proxy', proxies.length ? proxies : false);
  app.disable('x-powered-by');

  const logRequest = requestLogging(logger);
  app.use(logRequest);
  // The wall of a user who sees 1,000 tools is ~1.2 MB of JSON and ~70 KB gzipped.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    strictTransportSecurity: secure,
  });
  app.use(securityHeaders);
  app.use(methodOverride);
  app.use(jsonBody);
  app.use('/api', noStore);
  app.use('/scim', noStore);
  const cookies = new SessionCookies(config);
  app.use('/api', csrfProtection(cookies));
  // In front of Express, with the same request id, log line, CSRF check and headers: the hot calls answered
  // without it (the open beacon, the wall, the directory's word searches). helmet's headers depend on its
  // configuration alone, so they are taken once for them.
  app.get(FastRoutes).install(app.getHttpServer(), { logRequest, securityHeaders: fixedHeadersOf(securityHeaders), writeSession: checkedWriteSession(cookies), readSession: checkedReadSession(cookies) });
  applyApiPrefix(app);
  app.useGlobalFilters(new HttpExceptionFilter(logger));
  // process.exit once the hooks are done: an api process of the cluster would otherwise stay alive on its
  // channel to the primary until the shutdown deadline. main.ts drains first, then closes itself.
  if (options.closeOnSignal !== false) app.enableShutdownHooks([], { useProcessExit: true });
  // The metrics are served on METRICS_PORT alone: here a scraper pointed at the public port gets a 404, not the front's page.
  app.use('/metrics', (_req: express.Request, res: express.Response) => void res.status(404).type('text').send('Not found'));
  if (options.serveWeb) serveWebApps(app, config);
}

/** Both built UIs from the api's origin, so the session cookie just works; SPA fallbacks for deep links. */
function serveWebApps(app: NestExpressApplication, config: AppConfig) {
  const mount = (prefix: string, dir: string) => {
    const root = resolve(dir);
    const index = join(root, 'index.html');
    // Vite puts a content hash in asset names: cache them for a year; index.html never.
    const assetsCache = 'public, max-age=31536000, immutable';
    const files = express.static(root, {
      index: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', path.includes(`${join(root, 'assets')}`) ? assetsCache : 'no-cache'),
    });
    app.use(join(prefix, 'assets'), precompressedAssets(join(root, 'assets'), assetsCache));
    // An api call never looks for a file: no disk lookup on the hot calls (the wall, the searches).
    app.use(prefix, (req: express.Request, res: express.Response, next: express.NextFunction) => (isApiCall(req) ? next() : files(req, res, next)));
    app.use(prefix, (req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== 'GET' || isApiCall(req)) return next();
      if (!existsSync(index)) return res.status(503).type('text').send(`The ${prefix} application is not built: run npm run build:web`);
      res.setHeader('Cache-Control', 'no-cache');
      if (prefix === '/') return void sendFrontPage(req, res, index).catch(next);
      res.sendFile(index);
    });
  };
  mount('/admin', config.WEB_ADMIN_DIST);
  mount('/', config.WEB_FRONT_DIST);
}

/**
 * Every api answer may carry personal data (who you are, your tools, your colleagues): no cache,
 * shared or private, keeps it. The few answers meant to be cached (stored files) say so themselves.
 */
function noStore(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

function isApiCall(req: express.Request): boolean {
  const url = req.originalUrl;
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/scim/');
}
