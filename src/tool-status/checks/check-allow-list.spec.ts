import type { SettingsReader } from '../../settings/settings.public';
import { CheckAllowLists } from './check-allow-list';

/** The configuration's reader, each read answered when the test says so. */
function slowSettings() {
  const pending: ((hosts: string[] | Error) => void)[] = [];
  const reader = {
    reads: 0,
    read: () => {
      reader.reads++;
      return new Promise((resolve, reject) => pending.push((hosts) => (hosts instanceof Error ? reject(hosts) : resolve({ status_check_hosts: hosts, hermes_network: [] }))));
    },
  };
  const answer = async (hosts: string[] | Error) => {
    pending.shift()!(hosts);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { reader, answer };
}

describe('the hosts checks may reach, as the worker reads them', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the configuration once for 100 checks starting together', async () => {
    const { reader, answer } = slowSettings();
    const lists = new CheckAllowLists(reader as unknown as SettingsReader);
    const all = Promise.all(Array.from({ length: 100 }, () => lists.current()));
    await answer(['status.example']);
    expect((await all).every((list) => list.domains[0] === 'status.example')).toBe(true);
    expect(reader.reads).toBe(1);
  });

  it('lets checks go on with the last list while it is read again, and keeps it when that read fails', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['setImmediate'] });
    const { reader, answer } = slowSettings();
    const lists = new CheckAllowLists(reader as unknown as SettingsReader);
    const first = lists.current();
    await answer(['old.example']);
    await first;
    jest.setSystemTime(1_000_000 + 60_000);
    expect((await lists.current()).domains).toEqual(['old.example']);
    await answer(new Error('operation exceeded time limit'));
    expect((await lists.current()).domains).toEqual(['old.example']);
    await answer(['new.example']);
    expect((await lists.current()).domains).toEqual(['new.example']);
  });

  it('reads the list as saved now for a command, never the one kept', async () => {
    const { reader, answer } = slowSettings();
    const lists = new CheckAllowLists(reader as unknown as SettingsReader);
    const first = lists.current();
    await answer(['old.example']);
    await first;
    const fresh = lists.current(true);
    await answer(['new.example']);
    expect((await fresh).domains).toEqual(['new.example']);
  });
});
