/**
 * Fixed pages managed by the content team (`GET /api/pages/:key`): our story, sustainability,
 * epigenetics, privacy policy, imprint, terms and conditions, delivery and returns, accessibility
 * statement.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiImage } from '../../../components/api-image.tsx';
import { ArrowIcon } from '../../../components/icons.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import type { PostDetail } from '../../../lib/api-types.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import { useCurrentScreen } from '../../../lib/route-hooks.ts';
import { useRouteText } from '../../../lib/route-text.ts';
import { resolvePath, type RouteName } from '../../../lib/routes.ts';
import { contentApi, useGetPageQuery, useGetPostPreviewQuery } from '../api/content-api.ts';
import { previewToken } from '../components/article-screen.tsx';
import { BrandDiagram } from '../components/brand-diagrams.tsx';
import { LanguageFallbackNotice } from '../components/language-fallback-notice.tsx';
import { PostBody } from '../components/post-body.tsx';
import '../content.css';

/** The page key of each fixed-page screen (`GET /api/pages/:key`). */
export const pageKeys = {
  about: 'about',
  sustainability: 'sustainability',
  epigenetics: 'epigenetics',
  privacy: 'privacy',
  impressum: 'impressum',
  terms: 'terms',
  shipping: 'shipping',
  accessibility: 'accessibility',
} as const satisfies Partial<Record<RouteName, string>>;

type FixedScreen = keyof typeof pageKeys;

function isFixedScreen(name: RouteName | null | undefined): name is FixedScreen {
  return name !== null && name !== undefined && Object.hasOwn(pageKeys, name);
}

export const loader: ScreenLoader = async ({ request, locale, dispatch }) => {
  const screen = resolvePath(new URL(request.url).pathname)?.name;
  if (!isFixedScreen(screen)) return null;
  // the back-office's preview (`?preview=<signed token>`): the page as saved, published or not
  const token = previewToken(new URL(request.url).search);
  if (token) {
    await loadQuery(dispatch, contentApi.endpoints.getPostPreview.initiate(token));
    return null;
  }
  const { data } = await loadQuery(
    dispatch,
    contentApi.endpoints.getPage.initiate({ slug: pageKeys[screen], locale }),
  );
  // The route table's title is the page's name everywhere (menus, breadcrumbs); the page adds its intro.
  return data?.description
    ? { meta: { description: data.description, image: data.heroImage } }
    : null;
};

/** The brand pages lead to each other. */
const brandPages = ['about', 'epigenetics', 'sustainability'] as const;

function BrandPages({ current }: { current: FixedScreen }) {
  const { t } = useTranslation('content');
  const routeText = useRouteText();
  return (
    <nav className="brand-pages" aria-label={t('page.more')}>
      <h2>{t('page.more')}</h2>
      <ul>
        {brandPages
          .filter((page) => page !== current)
          .map((page) => (
            <li key={page}>
              <RouteLink to={page}>
                <span className="brand-page-title">{routeText(page, 'title')}</span>
                <span className="brand-page-text">{routeText(page, 'description')}</span>
                <ArrowIcon />
              </RouteLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Links some pages need besides their text. */
function PageExtras({ screen }: { screen: FixedScreen }) {
  const { t } = useTranslation('content');
  if ((brandPages as readonly string[]).includes(screen)) return <BrandPages current={screen} />;
  if (screen === 'privacy') {
    return (
      <p className="page-extra">
        <RouteLink to="cookieSettings" className="button button-secondary">
          {t('privacy.cookiesLink')}
        </RouteLink>
      </p>
    );
  }
  if (
    screen === 'impressum' ||
    screen === 'shipping' ||
    screen === 'terms' ||
    screen === 'accessibility'
  ) {
    return (
      <p className="page-extra">
        <RouteLink to="contact" className="text-link">
          {t('page.contactLink')}
        </RouteLink>
      </p>
    );
  }
  return null;
}

export function FixedPageView({ page, screen }: { page: PostDetail; screen: FixedScreen }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <article
      className={`fixed-page fixed-page-${screen}`}
      lang={page.languageFallback ? page.language : undefined}
    >
      <header className="container narrow screen-header">
        <div lang={page.languageFallback ? locale : undefined}>
          <LanguageFallbackNotice fallback={page.languageFallback} />
        </div>
        {page.subtitle ? <p className="eyebrow">{page.subtitle}</p> : null}
        <h1>{page.title}</h1>
        {page.description ? <p className="lead">{page.description}</p> : null}
      </header>
      {page.heroImage ? (
        <figure className="article-hero">
          <ApiImage src={page.heroImage} alt="" priority sizes="100vw" />
        </figure>
      ) : null}
      <BrandDiagram page={screen} />
      <PostBody post={page} productsTitle={t('article.products')} />
      <div className="container page-extras">
        <PageExtras screen={screen} />
      </div>
    </article>
  );
}

export default function FixedPage() {
  const locale = useLocale();
  const { name } = useCurrentScreen();
  const screen: FixedScreen = isFixedScreen(name) ? name : 'about';
  const token = previewToken(useLocation().search);
  const published = useGetPageQuery({ slug: pageKeys[screen], locale }, { skip: token !== null });
  const preview = useGetPostPreviewQuery(token ?? '', { skip: token === null });
  const { data, isError, isFetching, refetch } = token === null ? published : preview;
  if (data) return <FixedPageView page={data} screen={screen} />;
  return (
    <div className="container narrow">
      <ScreenHeader />
      {isError ? <LoadFailed onRetry={() => void refetch()} retrying={isFetching} /> : <Loading />}
    </div>
  );
}
