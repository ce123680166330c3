import { describe, expect, it } from 'vitest';
import { editDelayStart, noteEditRequested } from './editRequestClock';

describe("the edit popin's delay start", () => {
  it('is the click when the popin mounts within the delay of it', () => {
    noteEditRequested(10_000);
    expect(editDelayStart(10_400)).toBe(10_000);
  });

  it('is the mount when the click is older than the delay (a link from elsewhere, the back button)', () => {
    noteEditRequested(10_000);
    expect(editDelayStart(11_300)).toBe(11_300);
  });
});
