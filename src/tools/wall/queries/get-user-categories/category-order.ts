import { Language, LANGUAGES, pickTranslation } from '../../../../contracts';

type PseudoCategoryId = '$all' | '$subsidiary' | '$managed';

/** One entry of the wall's category sidebar. */
export interface UserCategory {
  _id: string;
  name: Record<string, string>;
  /** A stored file's name, or a data URL (older records). */
  icon: string | null;
  /** What an `<img src>` shows: `/api/files/<name>` or the data URL. */
  icon_url: string | null;
  totalApps: number;
}

/** The names of the pseudo-categories, in the four content languages (zh and ja translated here). */
const PSEUDO_CATEGORY_NAMES: Record<PseudoCategoryId, Record<(typeof LANGUAGES)[number], string>> = {
  $all: { en: 'All tools', fr: 'Tous les outils', zh: '所有工具', ja: 'すべてのツール' },
  $subsidiary: { en: 'My subsidiary tools', fr: 'Les outils de ma filiale', zh: '我的子公司工具', ja: '自社グループ会社のツール' },
  $managed: { en: 'Managed tools', fr: 'Outils gérés', zh: '我管理的工具', ja: '管理しているツール' },
};

function pseudoCategory(id: PseudoCategoryId, totalApps: number): UserCategory {
  return { _id: id, name: { ...PSEUDO_CATEGORY_NAMES[id] }, icon: null, icon_url: null, totalApps };
}

/**
 * The sidebar's order (front spec section 2): All tools; My subsidiary tools (only for someone with
 * a subsidiary); Managed tools; then the categories, those with tools by name in the request
 * language, those with none last (by name too, so the order never depends on the database).
 */
export function orderCategories(
  counts: { all: number; managed: number; subsidiary: number | null },
  categories: readonly UserCategory[],
  language: Language,
): UserCategory[] {
  const name = (category: UserCategory) => pickTranslation(category.name, language).trim().toLowerCase();
  const sorted = [...categories].sort(
    (a, b) =>
      Number(a.totalApps === 0) - Number(b.totalApps === 0) || name(a).localeCompare(name(b), language) || a._id.localeCompare(b._id),
  );
  return [
    pseudoCategory('$all', counts.all),
    ...(counts.subsidiary === null ? [] : [pseudoCategory('$subsidiary', counts.subsidiary)]),
    pseudoCategory('$managed', counts.managed),
    ...sorted,
  ];
}
