/**
 * One of the four lines (blue, black, gold, grey; other values are a 404, see the route
 * table): its colour, audience and ages, its story and all its products.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiImage } from '../../../components/api-image.tsx';
import { ArrowIcon } from '../../../components/icons.tsx';
import { ProductGrid } from '../../../components/product-card.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import type { CollectionDetail } from '../../../lib/api-types.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import { collections, type Collection } from '../../../lib/routes.ts';
import { catalogueApi, useGetCollectionQuery } from '../api/catalogue-api.ts';
import '../catalogue.css';

const lineOf = (value: string | undefined): Collection =>
  collections.find((c) => c === value) ?? 'blue';

export const loader: ScreenLoader = async ({ params, locale, dispatch }) => {
  const { data } = await loadQuery(
    dispatch,
    catalogueApi.endpoints.getCollection.initiate({ slug: lineOf(params.collection), locale }),
  );
  return data
    ? { meta: { description: `${data.tagline}. ${data.description}`, image: data.image } }
    : null;
};

function CollectionView({ collection }: { collection: CollectionDetail }) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const line = collection.slug;
  const lineName = tc(`collections.${line}.name`);
  return (
    <>
      <header className="collection-hero" data-line={line}>
        <div className="collection-hero-copy">
          <p className="eyebrow">
            <span className="line-dot" aria-hidden="true" />
            {collection.tagline}
          </p>
          <h1>{tc('routes.collection.title', { line: lineName })}</h1>
          <p className="lead">{collection.audience}</p>
          {collection.ageRange ? (
            <p className="collection-ages">
              {t('collection.ages', { range: collection.ageRange })}
            </p>
          ) : null}
        </div>
        {collection.image ? (
          <div className="collection-hero-media">
            <ApiImage src={collection.image} alt="" priority />
          </div>
        ) : null}
      </header>
      <div className="collection-story prose">
        <p>{collection.description}</p>
      </div>
      <section className="collection-products" aria-labelledby="collection-products">
        <div className="section-head">
          <h2 id="collection-products">{t('collection.productsTitle', { line: lineName })}</h2>
          <RouteLink to="products" search={`?collection=${line}`} className="text-link">
            {t('collection.filterLink', { line: lineName })}
            <ArrowIcon />
          </RouteLink>
        </div>
        <ProductGrid products={collection.products} />
      </section>
      <nav className="collection-others" aria-label={t('collection.otherLines')}>
        <h2>{t('collection.otherLines')}</h2>
        <ul>
          {collections
            .filter((other) => other !== line)
            .map((other) => (
              <li key={other} data-line={other}>
                <RouteLink to="collection" params={{ collection: other }}>
                  <span className="line-swatch" aria-hidden="true" />
                  <span className="collection-other-name">{tc(`collections.${other}.name`)}</span>
                  <span className="collection-other-audience">
                    {tc(`collections.${other}.audience`)}
                  </span>
                </RouteLink>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

export default function CollectionPage() {
  const locale = useLocale();
  const line = lineOf(useParams().collection);
  const { data, isError, isFetching, refetch } = useGetCollectionQuery({ slug: line, locale });
  return (
    <div className="container collection" data-line={line}>
      {data ? (
        <CollectionView collection={data} />
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
