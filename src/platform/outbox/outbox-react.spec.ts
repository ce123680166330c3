import { Logger } from '@nestjs/common';
import type { EventBus } from '@nestjs/cqrs';
import type { Connection } from 'mongoose';
import { Outbox } from './outbox';

describe('Outbox.react: a reaction is reported done only once its work is stored, and a failure waits for the relay', () => {
  let outbox: Outbox;
  let done: string[];
  let warnings: string[];

  beforeEach(() => {
    outbox = new Outbox({} as Connection, {} as EventBus);
    done = [];
    warnings = [];
    jest.spyOn(outbox, 'markDone').mockImplementation(async (_event, reaction) => void done.push(reaction));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
  });

  afterEach(() => jest.restoreAllMocks());

  it('reports the reaction done after its work', async () => {
    const steps: string[] = [];
    await outbox.react({}, 'withdraw', 'withdrawing the requests of tool t1', async () => void steps.push('work'));
    expect(steps).toEqual(['work']);
    expect(done).toEqual(['withdraw']);
  });

  it('leaves the entry for the relay when the work fails: nothing reported done, nothing thrown, the failure logged', async () => {
    await expect(
      outbox.react({}, 'withdraw', 'withdrawing the requests of tool t1', async () => {
        throw new Error('database down');
      }),
    ).resolves.toBeUndefined();
    expect(done).toEqual([]);
    expect(warnings).toEqual(['withdrawing the requests of tool t1: not done yet, the relay delivers the event again: database down']);
  });
});
