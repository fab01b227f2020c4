/**
 * Description, usage, ingredients and reviews in tabs (WAI-ARIA tabs pattern: arrow keys,
 * Home and End move between the tabs). Every panel is in the HTML, the others hidden, so
 * search engines read them all; `?tab=usage` opens another one first.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ProductDetail } from '../../../lib/api-types.ts';
import { ProductReviews } from './product-reviews.tsx';

export const productTabs = ['description', 'usage', 'ingredients', 'reviews'] as const;
export type ProductTab = (typeof productTabs)[number];

/** "Name – what it does" per line, as the API writes the key ingredients. */
export function ingredientLines(text: string | null): { name: string; effect: string | null }[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = line, ...rest] = line.split(/\s+[–—-]\s+/);
      return { name: name.trim(), effect: rest.length > 0 ? rest.join(' – ').trim() : null };
    });
}

function Paragraphs({ text }: { text: string | null }) {
  return (text ?? '')
    .split(/\n{1,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const base = useId();
  const [searchParams] = useSearchParams();
  const hasIngredients = Boolean(product.ingredients || product.inci);
  const tabs = productTabs.filter((tab) =>
    tab === 'ingredients' ? hasIngredients : tab === 'usage' ? Boolean(product.usage) : true,
  );
  const asked = tabs.find((tab) => tab === searchParams.get('tab'));
  const [current, setCurrent] = useState<ProductTab>(asked ?? 'description');
  const buttons = useRef(new Map<ProductTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(current);
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    setCurrent(target);
    buttons.current.get(target)?.focus();
  };

  const ingredients = ingredientLines(product.ingredients);
  const panels: Record<ProductTab, () => ReactNode> = {
    description: () => (
      <div className="prose">
        <Paragraphs text={product.description} />
      </div>
    ),
    usage: () => (
      <div className="prose">
        <Paragraphs text={product.usage} />
      </div>
    ),
    ingredients: () => (
      <div className="product-ingredients">
        {ingredients.length > 0 ? (
          <>
            <h3>{t('product.keyIngredients')}</h3>
            <dl>
              {ingredients.map((item) => (
                <div key={item.name}>
                  <dt>{item.name}</dt>
                  {item.effect ? <dd>{item.effect}</dd> : null}
                </div>
              ))}
            </dl>
          </>
        ) : null}
        {product.inci ? (
          <>
            <h3>{t('product.inci')}</h3>
            <p className="inci">{product.inci}</p>
          </>
        ) : null}
      </div>
    ),
    reviews: () => <ProductReviews productId={product.id} productName={product.name} />,
  };

  return (
    <section className="product-tabs" aria-label={t('product.tabs.label')}>
      <div role="tablist" aria-label={t('product.tabs.label')} className="tab-list">
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab}`}
            aria-controls={`${base}-panel-${tab}`}
            aria-selected={tab === current}
            tabIndex={tab === current ? 0 : -1}
            data-tab={tab}
            className="tab"
            onClick={() => setCurrent(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`product.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${base}-panel-${tab}`}
          aria-labelledby={`${base}-tab-${tab}`}
          hidden={tab !== current}
          tabIndex={0}
          className="tab-panel"
          data-panel={tab}
        >
          {panels[tab]()}
        </div>
      ))}
    </section>
  );
}
