/**
 * Every block of an article, routine or page (SPEC §3): the content, its images, the second
 * text block, the two-column blocks, the three basic sections, the full-width section and the
 * featured products. Texts are sanitised HTML from the API.
 */
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import { ArrowIcon } from '../../../components/icons.tsx';
import { ProductGrid } from '../../../components/product-card.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import type { PostDetail } from '../../../lib/api-types.ts';

export function PostBody({ post, productsTitle }: { post: PostDetail; productsTitle: string }) {
  const { t } = useTranslation('content');
  return (
    <div className="post-body">
      <RichText html={post.content} className="post-content" />

      {post.images.length > 0 ? (
        <div className={`post-images post-images-${Math.min(post.images.length, 3)}`}>
          {post.images.map((image) => (
            <figure key={image}>
              <ApiImage src={image} alt="" sizes="(max-width: 760px) 100vw, 50vw" />
            </figure>
          ))}
        </div>
      ) : null}

      {post.content2 ? <RichText html={post.content2} className="post-content" /> : null}

      {post.twoColumnBlocks.map((block, index) => (
        <section
          key={index}
          className={`two-column two-column-image-${block.imagePosition}`}
          aria-labelledby={`${post.id}-column-${index}`}
        >
          <div className="two-column-media">
            <ApiImage src={block.image} alt="" sizes="(max-width: 760px) 100vw, 40vw" />
          </div>
          <div className="two-column-copy">
            <h2 id={`${post.id}-column-${index}`}>{block.title}</h2>
            <RichText html={block.text} />
            {block.linkUrl && block.linkLabel ? (
              <ContentLink url={block.linkUrl} className="text-link">
                {block.linkLabel}
                <ArrowIcon />
              </ContentLink>
            ) : null}
          </div>
        </section>
      ))}

      {post.basicSections.length > 0 ? (
        <section className="basic-sections" aria-label={t('article.keyPoints')}>
          <ul>
            {post.basicSections.map((section, index) => (
              <li key={index}>
                {section.title ? <h2>{section.title}</h2> : null}
                <p>{section.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {post.fullWidthSection ? (
        <section
          className="full-width-section"
          aria-label={post.fullWidthSection.title ?? undefined}
        >
          <ApiImage
            src={post.fullWidthSection.image}
            alt=""
            className="full-width-image"
            sizes="100vw"
          />
          <div className="full-width-copy">
            {post.fullWidthSection.title ? <h2>{post.fullWidthSection.title}</h2> : null}
            <p>{post.fullWidthSection.text}</p>
            {post.fullWidthSection.linkUrl && post.fullWidthSection.linkLabel ? (
              <ContentLink url={post.fullWidthSection.linkUrl} className="button button-light">
                {post.fullWidthSection.linkLabel}
              </ContentLink>
            ) : null}
          </div>
        </section>
      ) : null}

      {post.featuredProducts.length > 0 ? (
        <section className="post-products" aria-labelledby={`${post.id}-products`}>
          <h2 id={`${post.id}-products`}>{productsTitle}</h2>
          <ProductGrid products={post.featuredProducts} />
        </section>
      ) : null}
    </div>
  );
}
