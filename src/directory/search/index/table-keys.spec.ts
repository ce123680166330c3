import { Types } from 'mongoose';
import { inTableOrder, sortEntriesOf, sortKeysOf, sortSlotOf, tableRecord } from './table-keys';

const ID_A = '65f000000000000000000001';
const ID_B = '65f000000000000000000002';
const ID_C = '65f000000000000000000003';

const person = (id: string, lastname: string, firstname: string, last_login_time?: Date) =>
  tableRecord({ _id: new Types.ObjectId(id), lastname, firstname, id_portal: `${firstname}.${lastname}`.toLowerCase(), last_login_time });

/** What the candidates script answers for these records and this slot (see TABLE_CANDIDATES_SCRIPT). */
function answerOf(records: [string, ReturnType<typeof person>][], slot: number): string[] {
  return records.flatMap(([id, record]) => {
    const keys = sortKeysOf(record);
    if (slot === 0) return [id];
    return slot <= 3 ? [keys[slot - 1] as string] : [id, keys[slot - 1] as string];
  });
}

describe('users table search order', () => {
  const records: [string, ReturnType<typeof person>][] = [
    [ID_C, person(ID_C, 'Émile', 'Anne', new Date('2026-01-02'))],
    [ID_A, person(ID_A, 'Ab', 'Zoé')],
    [ID_B, person(ID_B, 'Ab', 'Zoé', new Date('2026-01-01'))],
  ];

  it('orders matches by a text column bytewise, then by id, from the column key alone', () => {
    const slot = sortSlotOf('lastname');
    expect(slot).toBe(1);
    // "É" (C3 89) sorts after every ASCII letter, as MongoDB and Redis order it.
    expect(inTableOrder(sortEntriesOf(answerOf(records, slot), 'lastname'), true)).toEqual([ID_A, ID_B, ID_C]);
    expect(inTableOrder(sortEntriesOf(answerOf(records, slot), 'lastname'), false)).toEqual([ID_C, ID_B, ID_A]);
  });

  it('orders by a date column with the missing date first, equal dates by id', () => {
    const slot = sortSlotOf('last_login_time');
    expect(slot).toBe(5);
    expect(inTableOrder(sortEntriesOf(answerOf(records, slot), 'last_login_time'), true)).toEqual([ID_A, ID_B, ID_C]);
    expect(inTableOrder(sortEntriesOf(answerOf(records, slot), 'last_login_time'), false)).toEqual([ID_C, ID_B, ID_A]);
  });

  it('orders by id when asked, from the ids alone', () => {
    expect(sortSlotOf('id')).toBe(0);
    expect(inTableOrder(sortEntriesOf(answerOf(records, 0), 'id'), false)).toEqual([ID_C, ID_B, ID_A]);
  });
});
