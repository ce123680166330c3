import { Types } from 'mongoose';
import { inTableOrder, sortKeysOf, tableRecord, TableSortKeys } from './table-keys';

const ID_A = '65f000000000000000000001';
const ID_B = '65f000000000000000000002';
const ID_C = '65f000000000000000000003';

const person = (id: string, lastname: string, firstname: string, last_login_time?: Date): [string, TableSortKeys] => [
  id,
  sortKeysOf(tableRecord({ _id: new Types.ObjectId(id), lastname, firstname, id_portal: `${firstname}.${lastname}`.toLowerCase(), last_login_time })),
];

describe('users table search order', () => {
  const matches = () => [person(ID_C, 'Émile', 'Anne', new Date('2026-01-02')), person(ID_A, 'Ab', 'Zoé'), person(ID_B, 'Ab', 'Zoé', new Date('2026-01-01'))];

  it('orders matches by a text column bytewise, then by id', () => {
    // "É" (C3 89) sorts after every ASCII letter, as MongoDB and Redis order it.
    expect(inTableOrder(matches(), 'lastname', true)).toEqual([ID_A, ID_B, ID_C]);
    expect(inTableOrder(matches(), 'lastname', false)).toEqual([ID_C, ID_B, ID_A]);
  });

  it('orders by a date column with the missing date first, equal dates by id', () => {
    expect(inTableOrder(matches(), 'last_login_time', true)).toEqual([ID_A, ID_B, ID_C]);
    expect(inTableOrder(matches(), 'last_login_time', false)).toEqual([ID_C, ID_B, ID_A]);
  });

  it('orders by id when asked', () => {
    expect(inTableOrder(matches(), 'id', false)).toEqual([ID_C, ID_B, ID_A]);
  });
});
