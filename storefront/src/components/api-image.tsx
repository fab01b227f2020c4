/**
 * An image of the API with its intrinsic width and height (no layout shift). Lazy unless it
 * is the first thing a visitor sees (`priority`: the hero, the first product image), which is
 * fetched with high priority instead.
 */
import { imageSize, mediaSrcSet } from '../lib/images.ts';

interface ApiImageProps {
  readonly src: string;
  /** Empty when the image is decorative or its link already names it. */
  readonly alt: string;
  readonly priority?: boolean;
  readonly className?: string;
  readonly sizes?: string;
}

export function ApiImage({ src, alt, priority = false, className, sizes }: ApiImageProps) {
  const { width, height } = imageSize(src);
  // library images come in several widths (WebP): the browser picks one for the slot's `sizes`
  const srcSet = mediaSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      className={className ? `api-image ${className}` : 'api-image'}
      sizes={srcSet ? (sizes ?? '(max-width: 600px) 50vw, 25vw') : sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
