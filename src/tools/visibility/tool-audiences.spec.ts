import { Types } from 'mongoose';
import { ToolAudiences } from './tool-audiences';
import { ALL_VIEWERS, canSee, type Viewer, type VisibleToolShape } from './tool-visibility';

const people = ['u1', 'u2', 'u3', 'u4'];
const groups = ['g1', 'g2', 'g3'];
const subsidiaries = [String(new Types.ObjectId()), String(new Types.ObjectId())];

/** A small deterministic generator, so a failure is reproduced by the same run. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const some = <T>(list: readonly T[]) => list.filter(() => next() < 0.3);
  return { next, pick, some };
}

describe('ToolAudiences', () => {
  it('gives every viewer exactly the tools canSee allows them, over 400 tools of every kind', () => {
    const random = generator(36);
    const tools = Array.from({ length: 400 }, (_, n) => {
      const shared = random.next() < 0.5;
      const tool: VisibleToolShape = {
        users: shared ? [ALL_VIEWERS, ...random.some(people)] : [...random.some(people), ...random.some(groups)],
        managers: random.some(people),
        subsidiaryId: random.next() < 0.5 ? random.pick(subsidiaries) : null,
        is_published: random.next() < 0.8,
        deleted: random.next() < 0.1,
      };
      return { id: `t${n}`, tool };
    });
    const audiences = new ToolAudiences(tools);
    const viewers: Viewer[] = people.flatMap((userId) => [null, ...subsidiaries].map((subsidiaryId) => ({ userId, subsidiaryId, groups: random.some(groups) })));
    for (const viewer of viewers) {
      const expected = tools.filter(({ tool }) => canSee(viewer, tool)).map(({ id }) => id);
      expect([...audiences.visibleTo(viewer)].sort()).toEqual(expected.sort());
    }
  });

  it('shows a private tool to its listed person, group and managers only', () => {
    const audiences = new ToolAudiences([{ id: 'vault', tool: { users: ['u1', 'g1'], managers: ['u2'], subsidiaryId: null, is_published: true } }]);
    expect(audiences.visibleTo({ userId: 'u1', groups: [], subsidiaryId: null }).has('vault')).toBe(true);
    expect(audiences.visibleTo({ userId: 'u3', groups: ['g1'], subsidiaryId: null }).has('vault')).toBe(true);
    expect(audiences.visibleTo({ userId: 'u2', groups: [], subsidiaryId: null }).has('vault')).toBe(true);
    expect(audiences.visibleTo({ userId: 'u4', groups: ['g2'], subsidiaryId: null }).has('vault')).toBe(false);
  });
});
