import { restartablePort } from './free-port';

describe('restartablePort', () => {
  const saved = process.env.RESTARTABLE_PORTS;
  afterEach(() => (saved === undefined ? delete process.env.RESTARTABLE_PORTS : (process.env.RESTARTABLE_PORTS = saved)));

  it('draws from RESTARTABLE_PORTS when given (a fault lane’s own slice), never the same port twice', async () => {
    process.env.RESTARTABLE_PORTS = '3290-3299';
    const ports = [await restartablePort(), await restartablePort(), await restartablePort()];
    for (const port of ports) expect(port >= 3290 && port < 3299).toBe(true);
    expect(new Set(ports).size).toBe(3);
  });

  it('refuses a RESTARTABLE_PORTS that is not a range', async () => {
    process.env.RESTARTABLE_PORTS = '3299';
    await expect(restartablePort()).rejects.toThrow(/RESTARTABLE_PORTS: must read from-to/);
  });

  it('draws below the ephemeral range otherwise', async () => {
    delete process.env.RESTARTABLE_PORTS;
    const port = await restartablePort();
    expect(port).toBeGreaterThanOrEqual(10_000);
  });
});
