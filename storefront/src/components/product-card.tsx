/** A product in a grid: image with its badges, line and type, name, price and the shop buttons. */
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../lib/api-types.ts';
import { PromotionPrice } from './promotion-price.tsx';
import { ApiImage } from './api-image.tsx';
import { ProductActions } from './product-actions.tsx';
import { RatingStars } from './rating-stars.tsx';
import { RouteLink } from './route-link.tsx';
import './shop-ui.css';
import { useSizeText } from '../lib/product-words.ts';

interface ProductCardProps {
  readonly product: ProductSummary;
  /** The card's heading level under the section that lists it. */
  readonly level?: 'h2' | 'h3' | 'h4';
  /** The first card of the first view: its image loads with high priority. */
  readonly priority?: boolean;
}

export function ProductCard({ product, level = 'h3', priority = false }: ProductCardProps) {
  const { t } = useTranslation();
  const sizeText = useSizeText();
  const Heading = level;
  return (
    <article className="product-card" data-line={product.collection} data-product={product.slug}>
      <RouteLink to="product" params={{ slug: product.slug }} className="product-card-link">
        <div className="product-card-media">
          {product.image ? (
            <ApiImage
              src={product.image}
              alt=""
              priority={priority}
              sizes="(max-width: 640px) 50vw, 25vw"
            />
          ) : null}
          <ul className="badges">
            {product.spf ? (
              <li className="badge badge-spf">{t('product.spf', { spf: product.spf })}</li>
            ) : null}
            {product.setKind ? (
              <li className="badge">
                {t(product.setKind === 'gift' ? 'product.giftSet' : 'product.routineSet')}
              </li>
            ) : null}
            {product.inStock ? null : (
              <li className="badge badge-muted">{t('product.notInStock')}</li>
            )}
          </ul>
        </div>
        <p className="product-card-line">
          <span className="line-dot" aria-hidden="true" />
          {t(`collections.${product.collection}.name`)}
          <span aria-hidden="true"> · </span>
          {product.typeLabel}
        </p>
        <Heading className="product-card-name">{product.name}</Heading>
        {product.subtitle ? <p className="product-card-subtitle">{product.subtitle}</p> : null}
      </RouteLink>
      <RatingStars rating={product.rating} />
      <div className="product-card-foot">
        <p className="product-card-price">
          <PromotionPrice product={product} />
          {product.size ? (
            <span className="product-card-size">{sizeText(product.size)}</span>
          ) : null}
        </p>
        <ProductActions product={product} variant="card" />
      </div>
    </article>
  );
}

/** Cards in a responsive grid (2 columns on phones, up to 4). */
export function ProductGrid({
  products,
  level,
  priorityFirst = false,
  className = '',
}: {
  products: readonly ProductSummary[];
  level?: 'h2' | 'h3' | 'h4';
  priorityFirst?: boolean;
  className?: string;
}) {
  return (
    <ul className={`product-grid ${className}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} level={level} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
