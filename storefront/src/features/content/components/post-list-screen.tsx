/**
 * The magazine and the routines (SPEC §2): 6 posts per page, latest or oldest first, with
 * pagination. Sorting and page are in the URL (`post-list-state.ts`) as plain links.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArticleCard } from '../../../components/article-card.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import type { RouteName } from '../../../lib/routes.ts';
import {
  contentApi,
  useListPostsQuery,
  type PostListType,
  type PostSort,
} from '../api/content-api.ts';
import {
  pageLinks,
  parsePostListState,
  postListSearch,
  postsPerPage,
  type PostListState,
} from '../post-list-state.ts';
import '../content.css';

export function postListLoader(type: PostListType): ScreenLoader {
  return async ({ request, locale, dispatch }) => {
    const state = parsePostListState(new URL(request.url).search);
    const { data } = await loadQuery(
      dispatch,
      contentApi.endpoints.listPosts.initiate({
        locale,
        type,
        sort: state.sort,
        page: state.page,
        perPage: postsPerPage,
      }),
    );
    if (data && state.page > data.pageCount && data.pageCount > 0)
      return { notFound: true, locale };
    // Later pages of the default order are pages of their own; other orders repeat the same posts.
    return state.page > 1 && state.sort === 'latest'
      ? { meta: { canonicalSearch: postListSearch(state) } }
      : null;
  };
}

const sorts: readonly PostSort[] = ['latest', 'oldest'];

function Pagination({
  route,
  state,
  pageCount,
}: {
  route: RouteName;
  state: PostListState;
  pageCount: number;
}) {
  const { t } = useTranslation('content');
  if (pageCount <= 1) return null;
  const link = (page: number) => postListSearch({ ...state, page });
  return (
    <nav className="pagination" aria-label={t('list.pagination')}>
      {state.page > 1 ? (
        <RouteLink to={route} search={link(state.page - 1)} className="pagination-step" rel="prev">
          {t('list.previous')}
        </RouteLink>
      ) : (
        <span className="pagination-step" aria-hidden="true" />
      )}
      <ol>
        {pageLinks(state.page, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <RouteLink
                to={route}
                search={link(page)}
                aria-current={page === state.page ? 'page' : undefined}
                aria-label={t('list.page', { page })}
              >
                {page}
              </RouteLink>
            </li>
          ),
        )}
      </ol>
      {state.page < pageCount ? (
        <RouteLink to={route} search={link(state.page + 1)} className="pagination-step" rel="next">
          {t('list.next')}
        </RouteLink>
      ) : (
        <span className="pagination-step" aria-hidden="true" />
      )}
    </nav>
  );
}

export function PostListScreen({
  type,
  route,
}: {
  type: PostListType;
  route: 'magazine' | 'routines';
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const state = parsePostListState(searchParams);
  const { data, isError, isFetching, refetch } = useListPostsQuery({
    locale,
    type,
    sort: state.sort,
    page: state.page,
    perPage: postsPerPage,
  });
  return (
    <div className="container post-list">
      <ScreenHeader eyebrow={t(type === 'blog' ? 'magazine.eyebrow' : 'routines.eyebrow')} />
      <div className="post-list-toolbar">
        <p className="results-count" aria-live="polite">
          {data
            ? t(type === 'blog' ? 'list.countArticles' : 'list.countRoutines', {
                count: data.total,
              })
            : null}
        </p>
        <nav className="sort-switch" aria-label={t('list.sortLabel')}>
          <span className="sort-switch-label" aria-hidden="true">
            {t('list.sortLabel')}
          </span>
          <ul>
            {sorts.map((sort) => (
              <li key={sort}>
                <RouteLink
                  to={route}
                  search={postListSearch({ sort, page: 1 })}
                  aria-current={sort === state.sort ? 'true' : undefined}
                  data-sort={sort}
                >
                  {t(`list.sort.${sort}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {data ? (
        data.data.length > 0 ? (
          <>
            <ul className={`post-grid${state.page === 1 ? ' post-grid-first' : ''}`}>
              {data.data.map((post, index) => (
                <li key={post.id}>
                  <ArticleCard post={post} level="h2" priority={index === 0} />
                </li>
              ))}
            </ul>
            <Pagination route={route} state={state} pageCount={data.pageCount} />
          </>
        ) : (
          <div className="empty-state" data-state="no-posts">
            <p className="empty-state-title">{t('list.empty')}</p>
          </div>
        )
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
