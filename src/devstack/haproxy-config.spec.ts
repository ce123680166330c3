import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { haproxyConfig } from './haproxy-config';

/** The production example of docs/operations.md ("Several api hosts behind HAProxy"): TLS ends at HAProxy. */
const PRODUCTION = {
  bind: ':443 ssl crt /etc/haproxy/portal.pem',
  hosts: [
    { name: 'api1', address: '10.0.0.11:3000' },
    { name: 'api2', address: '10.0.0.12:3000' },
  ],
  log: '/dev/log local0',
};

describe('the HAProxy configuration', () => {
  it('is the one docs/operations.md shows for production', () => {
    const docs = readFileSync(join(__dirname, '../../docs/operations.md'), 'utf8');
    const shown = /```haproxy\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(shown).toBe(haproxyConfig(PRODUCTION));
  });

  it('checks readiness, lists every host and names none in answers unless asked', () => {
    const config = haproxyConfig({ bind: '127.0.0.1:3000', hosts: [{ name: 'api1', address: '127.0.0.1:3001' }], log: 'stdout format raw local0' });
    expect(config).toContain('option httpchk GET /api/health/ready');
    expect(config).toContain('server api1 127.0.0.1:3001');
    expect(config).toContain('option forwardfor');
    expect(config).not.toContain('X-Api-Host');
  });
});
