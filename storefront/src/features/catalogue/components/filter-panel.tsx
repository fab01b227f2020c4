/**
 * The product list's filters: one group of checkboxes per filter, each value with the number
 * of products it would give (greyed out at 0). A plain GET form, so it also works before the
 * scripts run; with them, every change navigates at once.
 */
import { useTranslation } from 'react-i18next';
import type { FacetGroup, ProductFacets } from '../../../lib/api-types.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { href } from '../../../lib/routes.ts';
import { facetGroups, facetOptions, type ProductListState } from '../product-filters.ts';

export const filterFormId = 'product-filters';

interface FilterPanelProps {
  readonly state: ProductListState;
  readonly facets: ProductFacets | undefined;
  readonly total: number | undefined;
  readonly onToggle: (group: FacetGroup, value: string) => void;
  /** The form was submitted (the panel's "show products" button on phones). */
  readonly onDone: () => void;
}

export function FilterPanel({ state, facets, total, onToggle, onDone }: FilterPanelProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <form
      id={filterFormId}
      className="filter-form"
      method="get"
      action={href('products', locale)}
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <h2 className="filter-title">{t('filters.title')}</h2>
      {facetGroups.map((group) => (
        <fieldset key={group} className="filter-group" data-filter={group}>
          <legend>{t(`filters.groups.${group}`)}</legend>
          <ul>
            {facetOptions(facets?.[group], state.filters[group]).map((option) => {
              // The label is the value's name; its number of products is the description.
              const countId = `${filterFormId}-${group}-${option.value}-count`;
              return (
                <li key={option.value}>
                  <label
                    className={`filter-option${option.disabled ? ' is-disabled' : ''}`}
                    data-line={group === 'collection' ? option.value : undefined}
                  >
                    <input
                      type="checkbox"
                      name={group}
                      value={option.value}
                      checked={option.selected}
                      disabled={option.disabled}
                      aria-describedby={countId}
                      onChange={() => onToggle(group, option.value)}
                    />
                    {group === 'collection' ? (
                      <span className="line-dot" aria-hidden="true" />
                    ) : null}
                    <span className="filter-label">{option.label}</span>
                    <span className="filter-count" aria-hidden="true">
                      {option.count}
                    </span>
                  </label>
                  <span id={countId} className="sr-only">
                    {t('products.count', { count: option.count })}
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <button type="submit" className="button button-primary filter-apply">
        {total === undefined ? t('filters.apply') : t('filters.applyCount', { count: total })}
      </button>
    </form>
  );
}
