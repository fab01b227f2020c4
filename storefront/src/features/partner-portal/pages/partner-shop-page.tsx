/** The partner shop: professional prices VAT excluded, minimum quantities, add to the partner cart. */
import { useState } from 'react';
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
import { initialQuantity, problemKey, quantityProblem } from '../partner-shop-logic.ts';
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
        <ul className="partner-products">
          {data.data.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}
