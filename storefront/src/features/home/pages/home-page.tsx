/**
 * Homepage (SPEC §2): hero, highlights, bestsellers, the four lines, member call, gift sets,
 * the science and the latest magazine articles. The content comes from `GET /api/home`.
 */
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { ArticleCard } from '../../../components/article-card.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import { ArrowIcon } from '../../../components/icons.tsx';
import { ProductGrid } from '../../../components/product-card.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { SkinAnalysisCta } from '../../../components/skin-analysis-cta.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import { homeApi, useGetHomeQuery, type HomeContent, type HomeHero } from '../api/home-api.ts';
import '../home.css';

export const loader: ScreenLoader = async ({ locale, dispatch }) => {
  const { data } = await loadQuery(dispatch, homeApi.endpoints.getHome.initiate(locale));
  return data?.hero?.image ? { meta: { image: data.hero.image } } : null;
};

function Hero({ hero }: { hero: HomeHero | null }) {
  const { t } = useTranslation('home');
  return (
    <section className="home-hero">
      {hero?.image ? (
        <ApiImage src={hero.image} alt="" priority className="home-hero-image" sizes="100vw" />
      ) : null}
      <div className="container home-hero-inner">
        <div className="home-hero-copy">
          <p className="eyebrow">{hero?.subtitle ?? t('hero.eyebrow')}</p>
          <h1>{hero?.title ?? t('hero.title')}</h1>
          <p className="lead">{hero?.description ?? t('hero.lead')}</p>
          <div className="actions">
            <RouteLink to="products" className="button button-light">
              {t('hero.primary')}
            </RouteLink>
            <RouteLink to="routines" className="text-link">
              {t('hero.secondary')}
              <ArrowIcon />
            </RouteLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function Science() {
  const { t } = useTranslation('home');
  return (
    <section className="section container science" aria-labelledby="home-science">
      <p className="eyebrow">{t('science.eyebrow')}</p>
      <h2 id="home-science">{t('science.title')}</h2>
      <p className="lead">{t('science.lead')}</p>
      <RouteLink to="epigenetics" className="text-link">
        {t('science.link')}
        <ArrowIcon />
      </RouteLink>
    </section>
  );
}

function HomeSections({ home }: { home: HomeContent }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <>
      {home.highlights.length > 0 ? (
        <section className="highlights" aria-label={t('highlights.label')}>
          <ul className="container">
            {home.highlights.map((item, index) => (
              <li key={index}>
                <span className="highlight-index" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  {item.title ? <h2>{item.title}</h2> : null}
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {home.bestsellers.length > 0 ? (
        <section className="section container" aria-labelledby="home-bestsellers">
          <header className="home-section-head">
            <div>
              <p className="eyebrow">{t('bestsellers.eyebrow')}</p>
              <h2 id="home-bestsellers">{t('bestsellers.title')}</h2>
            </div>
            <RouteLink to="products" className="text-link">
              {t('bestsellers.link')}
              <ArrowIcon />
            </RouteLink>
          </header>
          <ProductGrid products={home.bestsellers} />
        </section>
      ) : null}

      <div className="section container">
        <SkinAnalysisCta />
      </div>

      {home.collections.length > 0 ? (
        <section className="section band" aria-labelledby="home-lines">
          <div className="container">
            <header className="section-intro">
              <p className="eyebrow">{t('lines.eyebrow')}</p>
              <h2 id="home-lines">{t('lines.title')}</h2>
              <p className="lead">{t('lines.lead')}</p>
            </header>
            <ul className="line-grid">
              {home.collections.map((line) => (
                <li key={line.slug} className="line-card" data-line={line.slug}>
                  <span className="line-swatch" aria-hidden="true" />
                  <p className="line-meta">{line.tagline}</p>
                  <h3>{line.name}</h3>
                  <p>{line.audience}</p>
                  <p className="line-facts">
                    {line.ageRange ? (
                      <span>{t('lines.ages', { range: line.ageRange })}</span>
                    ) : null}
                    <span>{t('lines.products', { count: line.productCount })}</span>
                  </p>
                  <RouteLink
                    to="collection"
                    params={{ collection: line.slug }}
                    className="text-link"
                  >
                    {t('lines.discover', { line: tc(`collections.${line.slug}.name`) })}
                    <ArrowIcon />
                  </RouteLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {home.memberCall ? (
        <section className="section container" aria-labelledby="home-member">
          <div className="member-call">
            {home.memberCall.image ? (
              <div className="member-call-media">
                <ApiImage src={home.memberCall.image} alt="" />
              </div>
            ) : null}
            <div className="member-call-copy">
              <p className="eyebrow">{t('member.eyebrow')}</p>
              <h2 id="home-member">{home.memberCall.title}</h2>
              <p>{home.memberCall.text}</p>
              <div className="actions">
                <ContentLink url={home.memberCall.linkUrl ?? ''} className="button button-light">
                  {home.memberCall.linkLabel}
                </ContentLink>
                <RouteLink to="login" className="text-link">
                  {t('member.login')}
                </RouteLink>
              </div>
            </div>
          </div>
        </section>
      ) : null}

      {home.giftSets.length > 0 ? (
        <section className="section container" aria-labelledby="home-gifts">
          <header className="home-section-head">
            <div>
              <p className="eyebrow">{t('gifts.eyebrow')}</p>
              <h2 id="home-gifts">{t('gifts.title')}</h2>
              <p className="lead">{t('gifts.text')}</p>
            </div>
            <RouteLink to="products" params={{ '*': 'sets' }} className="text-link">
              {t('gifts.link')}
              <ArrowIcon />
            </RouteLink>
          </header>
          <ProductGrid products={home.giftSets} />
        </section>
      ) : null}

      <Science />

      {home.featuredArticle || home.latestArticles.length > 0 ? (
        <section className="section container" aria-labelledby="home-magazine">
          <header className="home-section-head">
            <div>
              <p className="eyebrow">{t('magazine.eyebrow')}</p>
              <h2 id="home-magazine">{t('magazine.title')}</h2>
            </div>
            <RouteLink to="magazine" className="text-link">
              {t('magazine.link')}
              <ArrowIcon />
            </RouteLink>
          </header>
          <div className="home-magazine">
            {home.featuredArticle ? (
              <div className="home-magazine-featured">
                <ArticleCard post={home.featuredArticle} />
              </div>
            ) : null}
            <ul className="home-magazine-latest">
              {home.latestArticles
                .filter((post) => post.id !== home.featuredArticle?.id)
                .slice(0, 3)
                .map((post) => (
                  <li key={post.id}>
                    <ArticleCard post={post} />
                  </li>
                ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

export default function HomePage() {
  const locale = useLocale();
  const { data, isError, isFetching, refetch } = useGetHomeQuery(locale);
  return (
    <>
      <Hero hero={data?.hero ?? null} />
      {data ? (
        <HomeSections home={data} />
      ) : (
        <>
          <div className="container">
            {isError ? (
              <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
            ) : (
              <Loading />
            )}
          </div>
          <Science />
        </>
      )}
    </>
  );
}
