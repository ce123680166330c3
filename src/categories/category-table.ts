import { pickTranslation, type SimpleRestList } from '../contracts';
import type { Language } from '../contracts/languages';
import type { CategoryWithApps } from './queries/list-categories/list-categories.query';

export const CATEGORY_TABLE_SORT_KEYS = ['name', 'totalApps', 'created_time', 'updated_time', 'id'] as const;

type Row = Omit<CategoryWithApps, 'apps'>;

/**
 * One page of the back-office categories table. Rows come sorted by name in the request language; other
 * keys re-sort them, ties staying in name order. `ids` (react-admin's getMany) answers every match, unpaged.
 */
export function categoryTablePage(all: CategoryWithApps[], list: SimpleRestList<(typeof CATEGORY_TABLE_SORT_KEYS)[number]>, language: Language): { page: Row[]; offset: number; total: number } {
  const { sort, offset, limit, q, ids } = list;
  let rows = ids ? all.filter((row) => ids.includes(row.id)) : all;
  const text = q.toLocaleLowerCase();
  if (text) rows = rows.filter((row) => Object.values(row.name).some((name) => name.toLocaleLowerCase().includes(text)));
  const key = (row: CategoryWithApps): string | number =>
    sort.key === 'name' ? pickTranslation(row.name, language).toLocaleLowerCase() : sort.key === 'totalApps' ? row.totalApps : sort.key === 'id' ? row.id : (row[sort.key]?.toISOString() ?? '');
  const compare = (a: CategoryWithApps, b: CategoryWithApps) => {
    const [x, y] = [key(a), key(b)];
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), language);
  };
  rows = rows.map((row, index) => ({ row, index })).sort((a, b) => (sort.ascending ? 1 : -1) * compare(a.row, b.row) || a.index - b.index).map(({ row }) => row);
  const page = ids ? rows : rows.slice(offset, offset + limit);
  return { page: page.map(({ apps: _apps, ...row }) => row), offset: ids ? 0 : offset, total: rows.length };
}
