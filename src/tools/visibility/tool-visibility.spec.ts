import { Types } from 'mongoose';
import { canSee, Viewer, VisibleToolShape, visibleToolsFilter } from './tool-visibility';

const europe = new Types.ObjectId().toString();
const asia = new Types.ObjectId().toString();
const emma: Viewer = { userId: 'u-emma', groups: ['GRP-FINANCE'], subsidiaryId: europe };
const tool = (over: Partial<VisibleToolShape>): VisibleToolShape => ({
  users: [],
  managers: [],
  subsidiaryId: null,
  is_published: true,
  ...over,
});

describe('tool visibility', () => {
  it('shows a public tool to everyone', () => {
    expect(canSee(emma, tool({ users: ['all'] }))).toBe(true);
    expect(canSee({ userId: 'x', groups: [], subsidiaryId: null }, tool({ users: ['all'] }))).toBe(true);
  });

  it('shows a subsidiary tool only to the people of that subsidiary', () => {
    expect(canSee(emma, tool({ users: ['all'], subsidiaryId: europe }))).toBe(true);
    expect(canSee(emma, tool({ users: ['all'], subsidiaryId: asia }))).toBe(false);
    expect(canSee({ ...emma, subsidiaryId: null }, tool({ users: ['all'], subsidiaryId: europe }))).toBe(false);
  });

  it('shows a private tool to the listed persons and groups only', () => {
    expect(canSee(emma, tool({ users: ['u-emma'] }))).toBe(true);
    expect(canSee(emma, tool({ users: ['GRP-FINANCE'] }))).toBe(true);
    expect(canSee(emma, tool({ users: ['GRP-SALES', 'u-marc'] }))).toBe(false);
  });

  it('always shows a tool to its managers', () => {
    expect(canSee(emma, tool({ users: ['u-marc'], managers: ['u-emma'] }))).toBe(true);
  });

  it('hides unpublished (awaiting approval) and deleted tools', () => {
    expect(canSee(emma, tool({ users: ['all'], is_published: false }))).toBe(false);
    expect(canSee(emma, tool({ users: ['all'], deleted: true }))).toBe(false);
  });

  it('builds the database filter with the same audiences', () => {
    const filter = visibleToolsFilter(emma) as { $or: object[] };
    expect(filter).toMatchObject({ deleted: { $ne: true }, is_published: true });
    expect(filter.$or).toHaveLength(4);
    expect(visibleToolsFilter({ ...emma, subsidiaryId: null }).$or).toHaveLength(3);
  });
});
