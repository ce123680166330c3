import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';

describe('creates carry an Idempotency-Key', () => {
  it('sends one key while the same record is sent again after a failure, and a new one after the success', async () => {
    let answers = 0;
    const client = vi.fn(async (_url: string, _options?: { headers?: Headers }) => {
      if (answers++ === 0) throw new HttpError('The service is temporarily unavailable', 503, { error: { code: 'service_unavailable' } });
      return { status: 201, headers: new Headers(), body: '', json: { id: 's1', name: 'Northwind' } };
    });
    const provider = createDataProvider(client as never);
    const record = { data: { name: 'Northwind', companies: ['Northwind SAS'] } };
    await expect(provider.create('subsidiaries', record)).rejects.toThrow();
    expect((await provider.create('subsidiaries', record)).data).toEqual({ id: 's1', name: 'Northwind' });
    await provider.create('subsidiaries', record);

    const keys = client.mock.calls.map(([, options]) => options?.headers?.get('Idempotency-Key'));
    expect(client.mock.calls[0][0]).toBe('/api/admin/subsidiaries');
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
