/** One api host as HAProxy names and reaches it. */
export interface ApiHost {
  name: string;
  /** `host:port` */
  address: string;
}

export interface HaproxyLayout {
  /** The public side, as HAProxy's `bind` takes it: `127.0.0.1:3000`, or `:443 ssl crt /etc/haproxy/portal.pem` behind TLS. */
  bind: string;
  hosts: ApiHost[];
  /** Where HAProxy logs: `stdout format raw local0` in the foreground (`haproxy -db`), `/dev/log local0` under systemd. */
  log: string;
  /** Name the answering host in an `X-Api-Host` header (tests, to see requests alternate); never in production. */
  tagHost?: boolean;
}

/** How often HAProxy asks each host's readiness, and after how many failed answers it takes the host out. */
export const HAPROXY_CHECK_INTERVAL_MS = 1_000;
export const HAPROXY_CHECK_FALL = 2;
/** The api's SHUTDOWN_DRAIN_MS behind this configuration: two checks after the one that saw the 503, plus a margin. */
export const DRAIN_BEHIND_HAPROXY_MS = HAPROXY_CHECK_INTERVAL_MS * (HAPROXY_CHECK_FALL + 1) + 1_000;

/**
 * The HAProxy configuration in front of the api hosts: the one `npm run start:cluster` runs and
 * `docs/operations.md` shows for production (a unit test keeps the two the same).
 * - Readiness checks (`/api/health/ready`): a host starting (read models loading) or draining
 *   (SIGTERM: 503 for SHUTDOWN_DRAIN_MS while it still serves) gets no new request.
 * - A refused connection (a host stopped or killed) is tried again on another host (`retries`,
 *   `redispatch`); a request already sent is never sent twice (a write may have been applied).
 * - `X-Forwarded-For` (the client's address) and `X-Forwarded-Proto` (https when TLS ends here): the
 *   api trusts them from the addresses in TRUSTED_PROXIES only.
 */
export function haproxyConfig(layout: HaproxyLayout): string {
  const servers = layout.hosts.map((host) => `    server ${host.name} ${host.address}`).join('\n');
  return `# The tool portal's api hosts behind HAProxy (docs/operations.md, "Several api hosts behind HAProxy").
global
    log ${layout.log} notice
    maxconn 4096

defaults
    mode http
    log global
    option httplog
    option dontlognull
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout queue 10s
    timeout check 3s
    # A refused connection (a host stopping or dead) is tried again on another host; nothing else is resent.
    retries 3
    option redispatch 1
    retry-on conn-failure

frontend portal
    bind ${layout.bind}
    # The client's address, for rate limits and the company network: list this proxy in TRUSTED_PROXIES.
    option forwardfor
    http-request set-header X-Forwarded-Proto https if { ssl_fc }
    http-request set-header X-Forwarded-Proto http unless { ssl_fc }
    default_backend api

backend api
    balance roundrobin
    # 503 while a host loads its read models or drains (SIGTERM, SHUTDOWN_DRAIN_MS): it gets no new request.
    option httpchk GET /api/health/ready
    http-check expect status 200
    default-server check inter ${HAPROXY_CHECK_INTERVAL_MS / 1000}s fall ${HAPROXY_CHECK_FALL} rise 2
${servers}
${layout.tagHost ? '    http-response set-header X-Api-Host %s\n' : ''}`;
}
