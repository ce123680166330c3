import { haproxyConfig } from './haproxy-config';

/**
 * Prints the HAProxy configuration for api hosts on loopback (scripts/start-cluster.sh):
 *   node dist/devstack/haproxy-config.main.js <public port> <host port> [<host port> …]
 */
const [publicPort, ...hostPorts] = process.argv.slice(2);
if (!publicPort || hostPorts.length === 0) {
  console.error('usage: haproxy-config.main.js <public port> <host port> [<host port> …]');
  process.exit(1);
}
process.stdout.write(
  haproxyConfig({
    bind: `127.0.0.1:${publicPort}`,
    hosts: hostPorts.map((port, n) => ({ name: `api${n + 1}`, address: `127.0.0.1:${port}` })),
    log: 'stdout format raw local0',
  }),
);
