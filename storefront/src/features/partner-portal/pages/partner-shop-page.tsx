/** The partner shop: professional prices VAT excluded, minimum quantities, add to the partner cart. */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { errorCodeOf } from '../../../lib/shop-api.ts';
import {
  useListPartnerProductsQuery,
  useSetPartnerCartItemMutation,
  type PartnerProduct,
} from '../api/partner-shop-api.ts';
import { PartnerNav } from '../components/partner-nav.tsx';
import {
  filterPartnerProducts,
  initialQuantity,
  noPartnerShopFilter,
  partnerTypeOptions,
  problemKey,
  quantityProblem,
  type PartnerShopFilter,
} from '../partner-shop-logic.ts';
import '../partner-portal.css';
import { useSizeText } from '../../../lib/product-words.ts';

function ProductRow({ product }: { product: PartnerProduct }) {
  const { t } = useTranslation('partnerShop');
  const sizeText = useSizeText();
  const [quantity, setQuantity] = useState(initialQuantity(product.minQuantity));
  const [notice, setNotice] = useState<{ kind: 'added' | 'problem'; text: string } | null>(null);
  const [setItem, { isLoading }] = useSetPartnerCartItemMutation();
  const inputId = `partner-qty-${product.id}`;
  const add = async () => {
    const problem = quantityProblem(quantity, product.minQuantity);
    if (problem) {
      setNotice({ kind: 'problem', text: t(`quantity.${problem}`, { min: product.minQuantity }) });
      return;
    }
    const result = await setItem({
      productId: product.id,
      setPartnerCartItemDto: { quantity: Number(quantity) },
    });
    setNotice(
      result.error
        ? {
            kind: 'problem',
            text: t(problemKey(errorCodeOf(result.error)), { min: product.minQuantity }),
          }
        : { kind: 'added', text: t('list.added', { count: Number(quantity) }) },
    );
  };
  return (
    <li className="partner-product form-card" data-product={product.slug}>
      {product.image ? (
        <img src={product.image} alt="" width={96} height={96} loading="lazy" />
      ) : null}
      <div className="partner-product-text">
        <h2>{product.name}</h2>
        {product.subtitle ? <p>{product.subtitle}</p> : null}
        <p className="meta-note">
          {product.size ? sizeText(product.size) : null}
          {product.size && product.partnerOnly ? ' · ' : null}
          {product.partnerOnly ? <span className="badge">{t('list.salonSize')}</span> : null}
        </p>
        <p>
          <Price cents={product.partnerPriceCents} />{' '}
          <span className="meta-note">{t('list.exVat', { rate: product.vatRate })}</span>
        </p>
        {product.minQuantity > 1 ? (
          <p className="meta-note">{t('list.minQuantity', { count: product.minQuantity })}</p>
        ) : null}
        {!product.inStock ? <p className="field-error">{t('list.outOfStock')}</p> : null}
      </div>
      <div className="partner-product-buy">
        <label htmlFor={inputId}>{t('list.quantity')}</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={product.minQuantity}
          max={999}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <button
          type="button"
          className="button button-primary"
          onClick={() => void add()}
          disabled={isLoading || !product.inStock}
          aria-busy={isLoading || undefined}
        >
          {t('list.add')}
        </button>
        {notice ? (
          <p className={notice.kind === 'added' ? 'meta-note' : 'field-error'} role="status">
            {notice.text}
          </p>
        ) : null}
      </div>
    </li>
  );
}

const lineOrder = ['blue', 'black', 'gold', 'grey'];

/** Search box and line / category filters over the shop's products, with the number found. */
function ProductList({ products }: { products: readonly PartnerProduct[] }) {
  const { t } = useTranslation('partnerShop');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [filter, setFilter] = useState<PartnerShopFilter>(noPartnerShopFilter);
  const lines = useMemo(
    () => lineOrder.filter((line) => products.some((product) => product.collection === line)),
    [products],
  );
  const types = useMemo(() => partnerTypeOptions(products, locale), [products, locale]);
  const shown = useMemo(() => filterPartnerProducts(products, filter), [products, filter]);
  const change = (key: keyof PartnerShopFilter) => (value: string) =>
    setFilter((current) => ({ ...current, [key]: value }));
  return (
    <>
      <div className="form-card partner-shop-filters" role="search" aria-label={t('filter.label')}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('filter.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={filter.q}
            maxLength={100}
            onChange={(event) => change('q')(event.target.value)}
            data-testid="partner-shop-search"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-line`}>{t('filter.line')}</label>
          <select
            id={`${id}-line`}
            value={filter.collection}
            onChange={(event) => change('collection')(event.target.value)}
            data-testid="partner-shop-line"
          >
            <option value="">{t('filter.allLines')}</option>
            {lines.map((line) => (
              <option key={line} value={line}>
                {tc(`collections.${line}.name` as never, { defaultValue: line })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('filter.type')}</label>
          <select
            id={`${id}-type`}
            value={filter.type}
            onChange={(event) => change('type')(event.target.value)}
            data-testid="partner-shop-type"
          >
            <option value="">{t('filter.allTypes')}</option>
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="meta-note" role="status" data-testid="partner-shop-count">
        {t('filter.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p>
          {t('filter.none')}{' '}
          <button
            type="button"
            className="text-button"
            onClick={() => setFilter(noPartnerShopFilter)}
          >
            {t('filter.reset')}
          </button>
        </p>
      ) : (
        <ul className="partner-products">
          {shown.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function PartnerShopPage() {
  const { t } = useTranslation('partnerShop');
  const locale = useLocale();
  const { data, isError, isFetching, refetch } = useListPartnerProductsQuery(locale);
  return (
    <div className="container partner-portal" data-testid="partner-shop">
      <ScreenHeader />
      <PartnerNav />
      <p>
        <RouteLink to="partnerCart" className="button">
          {t('list.toCart')}
        </RouteLink>
      </p>
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ProductList products={data.data} />
      )}
    </div>
  );
}
