import { isAcceptedStatus } from '../../contracts/tool-status-rules';

/** Why a check counted a tool down (or `ok`): stored with each sample, shown as the incident's cause. */
export type CheckReason = 'ok' | 'status' | 'timeout' | 'tls' | 'connection' | 'sign_in_redirect' | 'too_many_redirects' | 'address_refused';

/** Redirects followed before a check gives up (each hop's address checked again). */
export const MAX_REDIRECTS = 5;

const SIGN_IN_WORDS = /(^|[/._-])(log-?in|sign-?in|signon|sso|auth|oauth2?|openid|saml2?|adfs|idp|cas|account)([/._?-]|$)/i;

/** A redirect that leaves for another host whose address reads like a sign-in page (an SSO in front of a dead app). */
export function isSignInRedirect(from: URL, to: URL): boolean {
  if (from.hostname.toLowerCase() === to.hostname.toLowerCase()) return false;
  return SIGN_IN_WORDS.test(to.hostname) || SIGN_IN_WORDS.test(to.pathname);
}

/**
 * A final answer's verdict: a 404 and any 5xx are down whatever the accepted codes say; otherwise the
 * accepted codes decide (default 200–399).
 */
export function classifyStatus(status: number, accepted: readonly [number, number][]): 'up' | 'down' {
  if (status === 404 || status >= 500) return 'down';
  return isAcceptedStatus(status, accepted) ? 'up' : 'down';
}

/** A connection error's reason: TLS failures apart, since a broken certificate is a fault people see. */
export function reasonOfError(error: NodeJS.ErrnoException): CheckReason {
  const code = String(error.code ?? '');
  if (code === 'CHECK_TIMEOUT' || code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout';
  if (/^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_OSSL)/.test(code) || /certificate|SSL|TLS/i.test(error.message)) return 'tls';
  return 'connection';
}

/** Up, slow or down from a check's outcome and response time. */
export function statusOf(outcome: 'up' | 'down', responseMs: number | null, slowMs: number): 'up' | 'slow' | 'down' {
  if (outcome === 'down') return 'down';
  return responseMs !== null && responseMs > slowMs ? 'slow' : 'up';
}
