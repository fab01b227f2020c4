/** Favourites (SPEC §2, §8, signed in): a grid of the saved products, each with a remove button; an empty state. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../../components/product-card.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import type { ProductSummary } from '../../../lib/api-types.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useListFavouritesQuery, useRemoveFavouriteMutation } from '../../../lib/shop-api.ts';
import { useHasSignIn } from '../../../lib/use-shop-session.ts';

function RemoveButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('favourites');
  const [remove, { isLoading }] = useRemoveFavouriteMutation();
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    const result = await remove({ productId: product.id });
    setFailed(Boolean(result.error));
  };
  return (
    <>
      <button
        type="button"
        className="text-button favourite-remove"
        onClick={() => void onClick()}
        disabled={isLoading}
        data-testid="favourite-remove"
      >
        {t('remove')}
        <span className="sr-only"> {product.name}</span>
      </button>
      {failed ? (
        <p className="field-error" role="alert">
          {t('removeFailed')}
        </p>
      ) : null}
    </>
  );
}

export default function FavouritesPage() {
  const { t } = useTranslation('favourites');
  const locale = useLocale();
  const signedIn = useHasSignIn();
  const { data, isError, isFetching, refetch } = useListFavouritesQuery(locale, {
    skip: !signedIn,
  });
  return (
    <div className="container favourites">
      <ScreenHeader />
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <section className="favourites-empty" data-testid="favourites-empty">
          <h2>{t('empty.title')}</h2>
          <p className="lead">{t('empty.text')}</p>
          <RouteLink to="products" className="button button-primary">
            {t('browse')}
          </RouteLink>
        </section>
      ) : (
        <>
          <p className="meta-note" role="status">
            {t('count', { count: data.total })}
          </p>
          <ul className="product-grid favourites-grid" data-testid="favourites-grid">
            {data.data.map((product) => (
              <li key={product.id} className="favourite-item" data-product-id={product.id}>
                <ProductCard product={product} level="h2" />
                <RemoveButton product={product} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
