/** A magazine article or routine in a list: landscape thumbnail, date and reading time, title, intro. */
import { useTranslation } from 'react-i18next';
import type { PostSummary } from '../lib/api-types.ts';
import { formatDate } from '../lib/format.ts';
import { useLocale } from '../lib/locale-context.tsx';
import { ApiImage } from './api-image.tsx';
import { RouteLink } from './route-link.tsx';
import './shop-ui.css';

export function ArticleCard({
  post,
  level = 'h3',
  priority = false,
}: {
  post: PostSummary;
  level?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Heading = level;
  const image = post.thumbnailLandscape ?? post.heroImage;
  return (
    <article className="article-card" data-post={post.slug}>
      <RouteLink
        to={post.type === 'routine' ? 'routine' : 'magazineArticle'}
        params={{ slug: post.slug }}
        className="article-card-link"
      >
        {image ? (
          <div className="article-card-media">
            <ApiImage src={image} alt="" priority={priority} />
          </div>
        ) : null}
        <p className="article-card-meta">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
          <span aria-hidden="true"> · </span>
          {t('article.readingTime', { count: post.readingMinutes })}
        </p>
        <Heading className="article-card-title">{post.title}</Heading>
        {post.description ? <p className="article-card-text">{post.description}</p> : null}
      </RouteLink>
    </article>
  );
}
