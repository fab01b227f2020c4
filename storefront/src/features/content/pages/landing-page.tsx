/**
 * `/lp/{slug}`: a campaign page in its own layout. A page of the content team with that slug
 * (`GET /api/pages/:slug`) fills it; otherwise it invites to the shop.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiImage } from '../../../components/api-image.tsx';
import { Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import type { PostDetail } from '../../../lib/api-types.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import { contentApi, useGetPageQuery } from '../api/content-api.ts';
import { PostBody } from '../components/post-body.tsx';
import '../content.css';

export const loader: ScreenLoader = async ({ params, locale, dispatch }) => {
  const { data } = await loadQuery(
    dispatch,
    contentApi.endpoints.getPage.initiate({ slug: params.slug ?? '', locale }),
  );
  return data
    ? {
        meta: {
          title: data.title,
          description: data.description ?? data.subtitle ?? undefined,
          image: data.heroImage,
        },
      }
    : null;
};

function CallToAction() {
  const { t } = useTranslation('content');
  return (
    <div className="actions landing-actions">
      <RouteLink to="products" className="button button-primary">
        {t('landing.cta')}
      </RouteLink>
      <RouteLink to="stores" className="text-link">
        {t('landing.stores')}
      </RouteLink>
    </div>
  );
}

function LandingContent({ page }: { page: PostDetail }) {
  const { t } = useTranslation('content');
  return (
    <article className="landing-page">
      <header className="container narrow screen-header">
        {page.subtitle ? <p className="eyebrow">{page.subtitle}</p> : null}
        <h1>{page.title}</h1>
        {page.description ? <p className="lead">{page.description}</p> : null}
        <CallToAction />
      </header>
      {page.heroImage ? (
        <figure className="article-hero">
          <ApiImage src={page.heroImage} alt="" priority sizes="100vw" />
        </figure>
      ) : null}
      <PostBody post={page} productsTitle={t('article.products')} />
    </article>
  );
}

export default function LandingPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const { data, isLoading } = useGetPageQuery({ slug, locale });
  if (data) return <LandingContent page={data} />;
  if (isLoading) return <Loading className="container" />;
  // an unknown, ended or unpublished campaign: say so, and offer the shop and the magazine
  return (
    <div className="container narrow landing-body">
      <ScreenHeader eyebrow={t('landing.eyebrow')}>
        <p className="landing-missing" role="status">
          {t('landing.missing')}
        </p>
        <CallToAction />
        <p>
          <RouteLink to="magazine" className="text-link">
            {t('landing.magazine')}
          </RouteLink>
        </p>
      </ScreenHeader>
    </div>
  );
}
