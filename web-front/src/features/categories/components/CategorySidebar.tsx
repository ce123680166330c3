import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickTranslation, toLanguage } from '@contracts';
import type { UserCategory } from '@/api/wall-types';
import { isPseudoCategory } from '../category-order';

interface CategorySidebarProps {
  /** Already in the sidebar's order. */
  categories: readonly UserCategory[];
  selected: string;
  onSelect: (id: string) => void;
  /** The counts are not known yet: a placeholder shows instead of a false zero. */
  loading?: boolean;
}

const PSEUDO_KEYS = { $all: 'all', $subsidiary: 'subsidiary', $managed: 'managed' } as const;

/** The server's ready address, else the icon itself: a data URL or a stored file name. */
function iconSource({ icon, icon_url }: UserCategory): string | null {
  if (icon_url) return icon_url;
  if (!icon) return null;
  return /^(data:|https?:|\/)/.test(icon) ? icon : `/api/files/${encodeURIComponent(icon)}`;
}

/**
 * The wall's filter (spec section 2): a list of toggle buttons on wide screens, a select on
 * mobile (≤ 1025 px, switched in CSS so both stay in step without listening to resizes).
 */
export function CategorySidebar({ categories, selected, onSelect, loading = false }: CategorySidebarProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const selectId = useId();
  const nameOf = (category: UserCategory) =>
    isPseudoCategory(category._id) ? t(`categories.${PSEUDO_KEYS[category._id]}`) : pickTranslation(category.name, language);

  return (
    <nav className="category-nav" aria-label={t('categories.label')} aria-busy={loading || undefined}>
      <div className="category-nav__picker">
        <label htmlFor={selectId} className="category-nav__picker-label">
          {t('categories.choose')}
        </label>
        <select id={selectId} className="category-nav__select" value={selected} onChange={(event) => onSelect(event.target.value)}>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {loading ? nameOf(category) : `${nameOf(category)} (${category.totalApps})`}
            </option>
          ))}
        </select>
      </div>
      <ul className="category-nav__list">
        {categories.map((category) => {
          const active = category._id === selected;
          const icon = iconSource(category);
          return (
            <li key={category._id} className={isPseudoCategory(category._id) ? 'category-nav__item category-nav__item--pseudo' : 'category-nav__item'}>
              <button
                type="button"
                className={`category-nav__button${active ? ' category-nav__button--active' : ''}${!loading && category.totalApps === 0 ? ' category-nav__button--empty' : ''}`}
                aria-pressed={active}
                onClick={() => onSelect(category._id)}
              >
                {icon ? <img className="category-nav__icon" src={icon} alt="" width={20} height={20} /> : null}
                <span className="category-nav__name">{nameOf(category)}</span>
                {loading ? (
                  <span className="category-nav__count category-nav__count--loading">
                    <span className="visually-hidden">{t('categories.countLoading')}</span>
                  </span>
                ) : (
                  <span className="category-nav__count">
                    <span className="visually-hidden">{t('categories.countLabel')}</span>
                    {category.totalApps}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
