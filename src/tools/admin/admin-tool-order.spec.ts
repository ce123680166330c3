import { compareAdminTools, SortableTool } from './admin-tool-order';

const tool = (id: string, en: string, fr: string, days: number, isNew = false, updatedDays = days): SortableTool => ({
  _id: id,
  title: { en, fr },
  is_new: isNew,
  created_time: new Date(Date.UTC(2024, 0, 1 + days)),
  updated_time: new Date(Date.UTC(2024, 0, 1 + updatedDays)),
});

const TOOLS = [
  tool('1', 'Mail', 'Messagerie', 1, false, 9),
  tool('2', 'Leave', 'Congés', 5, true, 2),
  tool('3', 'archive', 'Archives', 3, false, 7),
  tool('4', 'Zebra', '', 2, true, 3),
];
const order = (key: 'new' | 'name' | 'updated_time' | 'created_time', ascending: boolean, language: 'en' | 'fr' = 'en') =>
  [...TOOLS].sort(compareAdminTools({ key, ascending }, language)).map((t) => t._id);

describe('the tool table orders', () => {
  it('name: lower-case title in the request language, A to Z or Z to A', () => {
    expect(order('name', true)).toEqual(['3', '2', '1', '4']);
    expect(order('name', false)).toEqual(['4', '1', '2', '3']);
  });

  it('name: in French, with the English title when the French one is empty', () => {
    expect(order('name', true, 'fr')).toEqual(['3', '2', '1', '4']);
    expect([tool('a', 'Zulu', 'Été', 1), tool('b', 'Alpha', 'Fiche', 1)].sort(compareAdminTools({ key: 'name', ascending: true }, 'fr')).map((t) => t._id)).toEqual(['a', 'b']);
  });

  it('new: new tools first, each group by name; descending puts the others first', () => {
    expect(order('new', true)).toEqual(['2', '4', '3', '1']);
    expect(order('new', false)).toEqual(['3', '1', '2', '4']);
  });

  it('dates: oldest or newest first', () => {
    expect(order('created_time', true)).toEqual(['1', '4', '3', '2']);
    expect(order('created_time', false)).toEqual(['2', '3', '4', '1']);
    expect(order('updated_time', false)).toEqual(['1', '3', '4', '2']);
  });

  it('dates: equal values keep one stable order by id', () => {
    const same = [tool('b', 'B', 'B', 1), tool('a', 'A', 'A', 1)];
    expect(same.sort(compareAdminTools({ key: 'created_time', ascending: true }, 'en')).map((t) => t._id)).toEqual(['a', 'b']);
  });
});
