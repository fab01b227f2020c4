/**
 * Single product (SPEC §2): images, line and type, price including VAT, stock, the shop
 * buttons, its details in tabs (description, usage, ingredients, reviews), the contents of a
 * set and related products. An unknown slug is the 404 page.
 */
import { useTranslation } from 'react-i18next';
import { PromotionPrice } from '../../../components/promotion-price.tsx';
import { useParams } from 'react-router';
import { CheckIcon } from '../../../components/icons.tsx';
import { ProductRatingBadge } from '../components/product-reviews.tsx';
import { ProductActions } from '../../../components/product-actions.tsx';
import { ProductGrid } from '../../../components/product-card.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import type { ProductDetail } from '../../../lib/api-types.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  isNotFoundError,
  loadQuery,
  type ScreenLoader,
  type ScreenMeta,
} from '../../../lib/route-data.ts';
import { catalogueApi, useGetProductQuery } from '../api/catalogue-api.ts';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductTabs } from '../components/product-tabs.tsx';
import { StockAlertForm } from '../components/stock-alert-form.tsx';
import { formatPrice, freeDeliveryFromCents } from '../../../lib/format.ts';
import '../catalogue.css';
import { useSizeText } from '../../../lib/product-words.ts';

/** Fewer in stock than this: "only N left". */
export const lowStockBelow = 6;

export function productMeta(product: ProductDetail): ScreenMeta {
  return {
    title: product.name,
    description: [product.subtitle, product.description].filter(Boolean).join('. '),
    crumb: product.name,
    image: product.image,
    ogType: 'product',
    structuredData: [
      {
        kind: 'product',
        product: {
          name: product.name,
          description: product.description,
          sku: product.slug,
          images: product.images.length > 0 ? product.images : product.image ? [product.image] : [],
          priceCents: product.priceCents,
          currency: product.currency,
          inStock: product.inStock,
          category: product.typeLabel,
          rating: product.rating,
        },
      },
    ],
  };
}

export const loader: ScreenLoader = async ({ params, locale, dispatch }) => {
  const { data, error } = await loadQuery(
    dispatch,
    catalogueApi.endpoints.getProduct.initiate({ slug: params.slug ?? '', locale }),
  );
  if (isNotFoundError(error)) return { notFound: true, locale };
  return data ? { meta: productMeta(data) } : null;
};

function StockState({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const state =
    !product.inStock || product.stock <= 0 ? 'out' : product.stock < lowStockBelow ? 'low' : 'in';
  return (
    <p className="stock-state" data-stock={state}>
      {state === 'out' ? null : <CheckIcon />}
      {state === 'low'
        ? t('product.stock.low', { count: product.stock })
        : t(`product.stock.${state}`)}
    </p>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const sizeText = useSizeText();
  const skinTypes = product.skinTypes.map(
    (value) => t(`values.skinType.${value}` as never, { defaultValue: value }) as string,
  );
  const timing = product.timing.map(
    (value) => t(`values.timing.${value}` as never, { defaultValue: value }) as string,
  );
  return (
    <article className="product" data-line={product.collection} data-product={product.slug}>
      <div className="product-main">
        <ProductGallery
          images={product.images.length > 0 ? product.images : product.image ? [product.image] : []}
          name={product.name}
        />
        <div className="product-summary">
          <p className="product-kicker">
            <RouteLink
              to="collection"
              params={{ collection: product.collection }}
              className="product-line-link"
            >
              <span className="line-dot" aria-hidden="true" />
              {product.collectionInfo.name}
            </RouteLink>
            <span aria-hidden="true"> · </span>
            {product.typeLabel}
          </p>
          <h1>{product.name}</h1>
          <ProductRatingBadge productId={product.id} />
          {product.subtitle ? <p className="lead product-subtitle">{product.subtitle}</p> : null}
          {product.spf || product.setKind ? (
            <ul className="badges badges-inline">
              {product.spf ? (
                <li className="badge badge-spf">{tc('product.spf', { spf: product.spf })}</li>
              ) : null}
              {product.setKind ? (
                <li className="badge">
                  {tc(product.setKind === 'gift' ? 'product.giftSet' : 'product.routineSet')}
                </li>
              ) : null}
            </ul>
          ) : null}
          <p className="product-price">
            <PromotionPrice product={product} />
            <span className="product-vat">{t('product.inclVat')}</span>
          </p>
          <StockState product={product} />
          <ProductActions
            product={product}
            variant="page"
            outOfStock={<StockAlertForm product={product} />}
          />
          <dl className="product-facts" aria-label={t('product.facts.label')}>
            {product.size ? (
              <div>
                <dt>{t('product.facts.size')}</dt>
                <dd>{sizeText(product.size)}</dd>
              </div>
            ) : null}
            {product.consistency ? (
              <div>
                <dt>{t('product.facts.consistency')}</dt>
                <dd>{product.consistency}</dd>
              </div>
            ) : null}
            {skinTypes.length > 0 ? (
              <div>
                <dt>{t('product.facts.skinType')}</dt>
                <dd>{skinTypes.join(', ')}</dd>
              </div>
            ) : null}
            {timing.length > 0 ? (
              <div>
                <dt>{t('product.facts.timing')}</dt>
                <dd>{timing.join(' & ')}</dd>
              </div>
            ) : null}
          </dl>
          <ul className="assurances" aria-label={t('product.assurances.label')}>
            <li>
              {t('product.assurances.delivery', {
                amount: formatPrice(freeDeliveryFromCents, locale),
              })}
            </li>
            <li>{t('product.assurances.returns')}</li>
            <li>{t('product.assurances.salon')}</li>
          </ul>
        </div>
      </div>

      <ProductTabs key={product.slug} product={product} />

      {product.setItems.length > 0 ? (
        <section className="product-section" aria-labelledby="product-set-items">
          <h2 id="product-set-items">{t('product.setItems')}</h2>
          <ProductGrid products={product.setItems} />
        </section>
      ) : null}
      {product.related.length > 0 ? (
        <section className="product-section" aria-labelledby="product-related">
          <h2 id="product-related">{t('product.related')}</h2>
          <ProductGrid products={product.related} />
        </section>
      ) : null}
    </article>
  );
}

export default function ProductPage() {
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const { data, isError, isFetching, refetch } = useGetProductQuery({ slug, locale });
  return (
    <div className="container">
      {data ? (
        <ProductView product={data} />
      ) : (
        <>
          <ScreenHeader />
          {isError ? (
            <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
          ) : (
            <Loading />
          )}
        </>
      )}
    </div>
  );
}
