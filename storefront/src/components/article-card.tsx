/**
 * A magazine article or routine in a list: landscape thumbnail, title, intro, and above the title
 * the date and reading time (articles) or the line, number of steps and time of day (routines).
 */
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
        {post.routine ? (
          <RoutineFacts routine={post.routine} />
        ) : (
          <p className="article-card-meta">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
            <span aria-hidden="true"> · </span>
            {t('article.readingTime', { count: post.readingMinutes })}
          </p>
        )}
        <Heading className="article-card-title">{post.title}</Heading>
        {post.description ? <p className="article-card-text">{post.description}</p> : null}
      </RouteLink>
    </article>
  );
}

/** Line, steps and times of day of a routine, as a short list (read out as one by screen readers). */
function RoutineFacts({ routine }: { routine: NonNullable<PostSummary['routine']> }) {
  const { t } = useTranslation();
  return (
    <ul
      className="article-card-meta routine-facts"
      data-line={routine.line ?? undefined}
      aria-label={t('article.routine.label')}
    >
      <li className="routine-facts-line">
        {routine.line ? t(`collections.${routine.line}.name`) : t('article.routine.allLines')}
      </li>
      {routine.steps > 0 ? <li>{t('article.routine.steps', { count: routine.steps })}</li> : null}
      {routine.times.map((time) => (
        <li key={time} className="routine-facts-time" data-time={time}>
          {t(`article.routine.times.${time}`)}
        </li>
      ))}
    </ul>
  );
}
