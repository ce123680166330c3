import { Types } from 'mongoose';
import { shownStateOf } from './access-request-view';

describe('shownStateOf', () => {
  const first = new Types.ObjectId();
  const extension = new Types.ObjectId();
  const later = new Types.ObjectId();
  const granted = { _id: first, status: 'granted' as const, applied: true };

  it('shows a granted request granted while its grant runs from it, first or extended', () => {
    expect(shownStateOf(granted, { state: 'active', request_id: first, request_ids: [first] })).toBe('granted');
    expect(shownStateOf(granted, { state: 'active', request_id: extension, request_ids: [first, extension] })).toBe('granted');
  });

  it('shows it expired once its grant has ended, or runs from a request granted after its end only', () => {
    expect(shownStateOf(granted, { state: 'ended', request_id: first, request_ids: [first] })).toBe('expired');
    expect(shownStateOf(granted, { state: 'active', request_id: later, request_ids: [later] })).toBe('expired');
  });

  it('shows the stored state while the decision is not applied, without a grant, or for any other state', () => {
    const ended = { state: 'ended' as const, request_id: first, request_ids: [first] };
    expect(shownStateOf({ ...granted, applied: false }, ended)).toBe('granted');
    expect(shownStateOf(granted, null)).toBe('granted');
    for (const status of ['waiting', 'refused', 'withdrawn', 'expired'] as const) expect(shownStateOf({ ...granted, status }, ended)).toBe(status);
  });
});
