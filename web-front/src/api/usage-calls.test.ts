import { describe, expect, it } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { mockApi } from '@/testing/mock-api';
import { askRecentToolsEarly, getRecentTools } from './usage-calls';

describe('"Recently used" asked as the script starts', () => {
  it('is answered from the early call once, then asked again on each read', async () => {
    const fetchMock = mockApi({ 'opens/recent': { body: [aTool({ _id: 't1' })] } });
    askRecentToolsEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await getRecentTools()).map((tool) => tool._id)).toEqual(['t1']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await getRecentTools();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands its failure to the first read, which keeps what was shown as for any failed read', async () => {
    mockApi({ 'opens/recent': 'network-error' });
    askRecentToolsEarly();
    await expect(getRecentTools()).rejects.toMatchObject({ status: 0 });
  });
});
