import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { escapeHtml } from './escape-html';
import { retype } from '../platform/types/retype';

interface DevProviderOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  /** The api's public address; the callback and the post-logout address are derived from it. */
  publicUrls: string[];
}

/**
 * An embedded OpenID Connect provider (oidc-provider) for development and tests: a sign-in page
 * listing the demo accounts (any login id may also be typed), no consent step for our own client.
 * Never started in production (devstack refuses NODE_ENV=production).
 */
export async function startDevOidcProvider(options: DevProviderOptions): Promise<{ issuer: string; close(): Promise<void> }> {
  const { default: Provider } = retype<{ default: new (...args: unknown[]) => any }>(await import('oidc-provider'));
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.publicUrls.map((url) => new URL('/api/auth/callback', url).toString()),
        post_logout_redirect_uris: options.publicUrls.map((url) => new URL('/', url).toString()),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name', 'preferred_username'], email: ['email'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    ttl: { Session: 8 * 3600, Grant: 8 * 3600, Interaction: 3600, AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600 },
    async findAccount(_ctx: unknown, sub: string) {
      const demo = DEMO_ACCOUNTS.find((account) => account.loginId === sub);
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          preferred_username: sub,
          name: demo ? `${demo.firstname} ${demo.lastname}` : sub,
          given_name: demo?.firstname,
          family_name: demo?.lastname,
          email: `${sub.replace(/^[cgi]_/, '')}@example.com`,
        }),
      };
    },
    // Our portal is a first-party client: grant the requested scopes without a consent page.
    async loadExistingGrant(ctx: any) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    renderError(ctx: any, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`;
    },
  });
  provider.proxy = false;
  const callback = provider.callback();

  const server: Server = createServer(async (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'POST' && match[2]) {
        const form = new URLSearchParams(await readBody(req));
        const loginId = (form.get('login') ?? '').trim();
        if (!/^[\w.@-]{1,100}$/.test(loginId)) {
          res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid, 'Enter a valid login id.'));
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: loginId } }, { mergeWithLastSubmission: false });
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(details.uid));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`Sign-in interaction failed: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function page(uid: string, error?: string): string {
  const buttons = DEMO_ACCOUNTS.map(
    (a) =>
      `<li><form method="post" action="/interaction/${uid}/login"><input type="hidden" name="login" value="${a.loginId}">` +
      `<button type="submit" data-login="${a.loginId}">${escapeHtml(a.firstname)} ${escapeHtml(a.lastname)}</button> <small>${escapeHtml(a.loginId)} · ${escapeHtml(a.role)}</small></form></li>`,
  ).join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Demo single sign-on</title>
<style>body{font:16px system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}li{margin:.5rem 0;list-style:none}button{font:inherit;padding:.4rem .8rem}small{color:#555}</style>
<h1>Demo single sign-on</h1><p>Development only: choose who you are.</p>
${error ? `<p role="alert" style="color:#a00">${escapeHtml(error)}</p>` : ''}
<ul>${buttons}</ul>
<form method="post" action="/interaction/${uid}/login"><label for="login">Any other login id</label> <input id="login" name="login" required maxlength="100"> <button type="submit">Sign in</button></form></html>`;
}
