/**
 * The search results (`/{locale}/zoeken?q=…`): products first, then articles and routines. When
 * nothing is found, a message and the best sellers. The form refines the search in place.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiImage } from '../../../components/api-image.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { href } from '../../../lib/routes.ts';
import { useSearchQuery, type SearchPost } from '../../../lib/search-api.ts';
import '../search.css';

const resultsLimit = 24;

export default function SearchPage() {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const navigate = useNavigate();
  const inputId = useId();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim().slice(0, 200);
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const { data, error, isFetching, isError, refetch } = useSearchQuery(
    { q: query, locale, limit: resultsLimit },
    { skip: query === '' },
  );

  return (
    <div className="container search-page">
      <ScreenHeader>
        <form
          role="search"
          className="search-page-form"
          action={href('search', locale)}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            const next = text.trim();
            if (next) void navigate(href('search', locale, {}, `q=${encodeURIComponent(next)}`));
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('label')}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            value={text}
            maxLength={200}
            placeholder={t('placeholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="search-page-input"
          />
          <button type="submit" className="button button-primary">
            {t('submit')}
          </button>
        </form>
      </ScreenHeader>
      {query === '' ? (
        <p className="lead" data-testid="search-prompt">
          {t('prompt')}
        </p>
      ) : isError && refusedCode(error) ? (
        <p className="notice" role="alert" data-testid="search-refused">
          {t(`errors.${refusedCode(error)!}`)}
        </p>
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : data.total === 0 ? (
        <section className="search-empty" data-testid="search-empty" aria-labelledby="search-none">
          <h2 id="search-none">{t('none', { query })}</h2>
          <p>{t('noneHint')}</p>
          <h3 className="search-section-title">{t('bestsellers')}</h3>
          <ul className="product-grid">
            {data.bestsellers.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} level="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div data-testid="search-results">
          <p role="status" className="search-count">
            {t('resultsFor', { count: data.total, query })}
          </p>
          {data.products.length > 0 ? (
            <section aria-labelledby="search-products" className="search-section">
              <h2 id="search-products" className="search-section-title">
                {t('groups.products')}
              </h2>
              <ul className="product-grid">
                {data.products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} level="h3" priority={index === 0} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <PostSection id="search-articles" title={t('groups.articles')} posts={data.articles} />
          <PostSection id="search-routines" title={t('groups.routines')} posts={data.routines} />
        </div>
      )}
    </div>
  );
}

/** The search's own refusal (400 with a SEARCH_ code), translated; other failures offer a retry. */
function refusedCode(error: unknown): 'SEARCH_QUERY_EMPTY' | 'SEARCH_QUERY_TOO_LONG' | null {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return code === 'SEARCH_QUERY_EMPTY' || code === 'SEARCH_QUERY_TOO_LONG' ? code : null;
}

function PostSection({ id, title, posts }: { id: string; title: string; posts: SearchPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="search-section">
      <h2 id={id} className="search-section-title">
        {title}
      </h2>
      <ul className="search-posts">
        {posts.map((post) => (
          <li key={post.id} className="search-post" lang={post.language}>
            <RouteLink
              to={post.type === 'routine' ? 'routine' : 'magazineArticle'}
              params={{ slug: post.slug }}
              className="search-post-link"
            >
              {post.image ? <ApiImage src={post.image} alt="" /> : null}
              <span>
                <strong>{post.title}</strong>
                {post.summary ? <span className="search-post-summary">{post.summary}</span> : null}
              </span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
