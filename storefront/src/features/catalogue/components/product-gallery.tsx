/** The product's images: one large, the others as thumbnails that switch it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';

export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return <div className="product-gallery product-gallery-empty" />;
  return (
    <section className="product-gallery" aria-label={t('product.gallery.label')}>
      <div className="product-gallery-main">
        {/* The first image is the page's largest content: no lazy loading, high priority. */}
        <ApiImage
          src={main}
          alt={name}
          priority={current === 0}
          sizes="(max-width: 900px) 100vw, 50vw"
        />
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery-thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="product-gallery-thumb"
                aria-label={t('product.gallery.show', { index: index + 1, total: images.length })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              >
                {/* 5rem wide (2.75rem on a phone): the smallest width, not half the screen's. */}
                <ApiImage src={image} alt="" sizes="5rem" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
