/**
 * One magazine article or routine with all its blocks. Its slug differs per language: the
 * language switcher and the hreflang links follow the post's `alternates`. An unknown slug
 * is the 404 page.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ApiImage } from '../../../components/api-image.tsx';
import { ArrowIcon } from '../../../components/icons.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import type { PostDetail } from '../../../lib/api-types.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  isNotFoundError,
  loadQuery,
  type ScreenLoader,
  type ScreenMeta,
} from '../../../lib/route-data.ts';
import {
  contentApi,
  useGetPostPreviewQuery,
  useGetPostQuery,
  type PostListType,
} from '../api/content-api.ts';
import { PostBody } from './post-body.tsx';
import { SaveRoutineToggle } from './save-routine-toggle.tsx';
import '../content.css';

/** Head facts of a post: its title, intro, image, its slug in every language and Article structured data. */
export function postMeta(post: PostDetail, structured = true): ScreenMeta {
  const image = post.heroImage ?? post.thumbnailLandscape;
  return {
    title: post.title,
    description: post.description ?? post.subtitle ?? undefined,
    crumb: post.title,
    alternateParams: Object.fromEntries(
      post.alternates.map((alternate) => [alternate.language, { slug: alternate.slug }]),
    ),
    image,
    ogType: 'article',
    ...(structured
      ? {
          structuredData: [
            {
              kind: 'article',
              article: {
                headline: post.title,
                description: post.description,
                image,
                datePublished: post.publishedAt,
                dateModified: post.updatedAt,
                inLanguage: post.language,
                keywords: post.tags,
              },
            },
          ],
        }
      : {}),
  };
}

/** The back-office's preview link adds `?preview=<signed token>`: the page then shows that post, published or not. */
export function previewToken(search: string): string | null {
  return new URLSearchParams(search).get('preview') || null;
}

export function articleLoader(type: PostListType): ScreenLoader {
  return async ({ params, locale, dispatch, request }) => {
    const token = previewToken(new URL(request.url).search);
    if (token) {
      const preview = await loadQuery(
        dispatch,
        contentApi.endpoints.getPostPreview.initiate(token),
      );
      if (isNotFoundError(preview.error)) return { notFound: true, locale };
      return preview.data ? { meta: postMeta(preview.data, false) } : null;
    }
    const { data, error } = await loadQuery(
      dispatch,
      contentApi.endpoints.getPost.initiate({ slug: params.slug ?? '', type, locale }),
    );
    if (isNotFoundError(error)) return { notFound: true, locale };
    return data ? { meta: postMeta(data) } : null;
  };
}

function Article({ post, type }: { post: PostDetail; type: PostListType }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const hero = post.heroImage ?? post.thumbnailLandscape;
  return (
    <article className="article" data-post={post.slug}>
      <header className="article-header">
        <p className="eyebrow">
          {t(type === 'blog' ? 'magazine.eyebrow' : 'routines.eyebrow')}
          <span aria-hidden="true"> · </span>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
          <span aria-hidden="true"> · </span>
          {tc('article.readingTime', { count: post.readingMinutes })}
        </p>
        <h1>{post.title}</h1>
        {post.subtitle ? <p className="lead">{post.subtitle}</p> : null}
        {post.description ? <p className="article-intro">{post.description}</p> : null}
        {type === 'routine' ? <SaveRoutineToggle post={post} /> : null}
      </header>
      {hero ? (
        <figure className="article-hero">
          <ApiImage src={hero} alt="" priority sizes="100vw" />
        </figure>
      ) : null}
      <PostBody
        post={post}
        productsTitle={t(type === 'blog' ? 'article.products' : 'article.routineProducts')}
      />
      <footer className="article-footer">
        <RouteLink to={type === 'blog' ? 'magazine' : 'routines'} className="text-link">
          {t(type === 'blog' ? 'article.backToMagazine' : 'article.backToRoutines')}
          <ArrowIcon />
        </RouteLink>
      </footer>
    </article>
  );
}

export function ArticleScreen({ type }: { type: PostListType }) {
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const token = previewToken(useLocation().search);
  const published = useGetPostQuery({ slug, type, locale }, { skip: token !== null });
  const preview = useGetPostPreviewQuery(token ?? '', { skip: token === null });
  const { data, isError, isFetching, refetch } = token === null ? published : preview;
  if (data) return <Article post={data} type={type} />;
  return (
    <div className="container">
      <ScreenHeader />
      {isError ? <LoadFailed onRetry={() => void refetch()} retrying={isFetching} /> : <Loading />}
    </div>
  );
}
