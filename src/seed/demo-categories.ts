import type { Language } from '../contracts';
import { CategoryKey } from './demo-tool.types';

interface CategoryData {
  key: CategoryKey;
  name: Record<Language, string>;
  colour: string;
  /** White shapes drawn on a 96 x 96 coloured tile. */
  glyph: string;
}

const W = 'fill="#fff"';
const STROKE = 'fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';

/** The twelve categories of the wall's sidebar, named in the four content languages. */
export const CATEGORIES: CategoryData[] = [
  {
    key: 'hr',
    name: { en: 'Human resources', fr: 'Ressources humaines', zh: '人力资源', ja: '人事' },
    colour: '#d9480f',
    glyph: `<circle cx="48" cy="34" r="13" ${W}/><path d="M24 76c0-14 11-24 24-24s24 10 24 24z" ${W}/>`,
  },
  {
    key: 'finance',
    name: { en: 'Finance and expenses', fr: 'Finance et notes de frais', zh: '财务与报销', ja: '財務・経費' },
    colour: '#2b8a3e',
    glyph: `<rect x="18" y="30" width="60" height="36" rx="5" ${STROKE}/><circle cx="48" cy="48" r="9" ${W}/>`,
  },
  {
    key: 'it',
    name: { en: 'IT and support', fr: 'Informatique et support', zh: 'IT 与支持', ja: 'IT・サポート' },
    colour: '#1971c2',
    glyph: `<rect x="18" y="22" width="60" height="40" rx="4" ${STROKE}/><rect x="42" y="64" width="12" height="8" ${W}/><rect x="32" y="72" width="32" height="5" rx="2" ${W}/>`,
  },
  {
    key: 'travel',
    name: { en: 'Travel', fr: 'Déplacements', zh: '差旅', ja: '出張' },
    colour: '#0c8599',
    glyph: `<path d="M48 16l6 24 24 11v7l-24-5-2 17 9 7v5l-13-4-13 4v-5l9-7-2-17-24 5v-7l24-11z" ${W}/>`,
  },
  {
    key: 'learning',
    name: { en: 'Learning', fr: 'Formation', zh: '学习与培训', ja: '研修・学習' },
    colour: '#7048e8',
    glyph: `<path d="M48 24l34 15-34 15-34-15z" ${W}/><path d="M30 47v13c0 5 8 10 18 10s18-5 18-10V47l-18 8z" ${W}/><path d="M80 40v18" ${STROKE}/>`,
  },
  {
    key: 'communication',
    name: { en: 'Communication', fr: 'Communication', zh: '沟通协作', ja: 'コミュニケーション' },
    colour: '#e64980',
    glyph: `<path d="M22 24h52a6 6 0 0 1 6 6v28a6 6 0 0 1-6 6H44L30 76V64h-8a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z" ${W}/>`,
  },
  {
    key: 'engineering',
    name: { en: 'Engineering', fr: 'Ingénierie', zh: '工程研发', ja: 'エンジニアリング' },
    colour: '#343a40',
    glyph: `<path d="M36 30L20 48l16 18M60 30l16 18-16 18M54 24L42 72" ${STROKE}/>`,
  },
  {
    key: 'sales',
    name: { en: 'Sales and customers', fr: 'Ventes et clients', zh: '销售与客户', ja: '営業・顧客' },
    colour: '#f08c00',
    glyph: `<path d="M18 68l20-20 12 10 26-26" ${STROKE}/><path d="M62 26h18v18z" ${W}/>`,
  },
  {
    key: 'legal',
    name: { en: 'Legal and compliance', fr: 'Juridique et conformité', zh: '法务与合规', ja: '法務・コンプライアンス' },
    colour: '#5c3d2e',
    glyph: `<path d="M48 20v52M26 30h44M34 74h28" ${STROKE}/><path d="M18 56l8-22 8 22a8 8 0 0 1-16 0zM62 56l8-22 8 22a8 8 0 0 1-16 0z" ${W}/>`,
  },
  {
    key: 'facilities',
    name: { en: 'Workplace and facilities', fr: 'Services généraux', zh: '行政与办公环境', ja: '総務・施設' },
    colour: '#5f3dc4',
    glyph: `<path d="M26 76V22h44v54h-14V62H40v14z" ${W}/>`,
  },
  {
    key: 'security',
    name: { en: 'Security', fr: 'Sécurité', zh: '信息安全', ja: 'セキュリティ' },
    colour: '#c92a2a',
    glyph: `<path d="M48 16l28 11v19c0 17-12 29-28 35-16-6-28-18-28-35V27z" ${W}/><path d="M36 48l9 9 16-17" fill="none" stroke="#c92a2a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  {
    key: 'data',
    name: { en: 'Data and reporting', fr: 'Données et reporting', zh: '数据与报表', ja: 'データ・レポート' },
    colour: '#087f5b',
    glyph: `<rect x="22" y="50" width="12" height="26" rx="2" ${W}/><rect x="42" y="36" width="12" height="40" rx="2" ${W}/><rect x="62" y="22" width="12" height="54" rx="2" ${W}/>`,
  },
];

const CATEGORY_ICON_SIZE = 96;

/** A 96 x 96 SVG tile, as the data string the category's `icon` holds. */
export function categoryIconSvg(category: CategoryData): string {
  const size = CATEGORY_ICON_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="20" fill="${category.colour}"/>${category.glyph}</svg>`
  );
}

export function categoryIconDataUrl(category: CategoryData): string {
  return `data:image/svg+xml;base64,${Buffer.from(categoryIconSvg(category)).toString('base64')}`;
}
