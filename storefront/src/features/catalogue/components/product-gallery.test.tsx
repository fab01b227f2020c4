// The product gallery: the large image first and with priority, the thumbnails at their own
// small width (a phone would otherwise fetch a half-screen file for each 44 px thumbnail).
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import { ProductGallery } from './product-gallery.tsx';

const photo = (id: number) => `/api/media/00000000-0000-4000-8000-00000000000${id}/w1280.webp`;

describe('ProductGallery', () => {
  it('gives the large image priority and the thumbnails a 5rem slot', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18nForLocale(serverI18n, 'en')}>
        <ProductGallery images={[photo(1), photo(2)]} name="Serum" />
      </I18nextProvider>,
    );
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(3);
    expect(images[0]).toMatch(/fetchPriority="high"/i);
    expect(images[0]).toContain('sizes="(max-width: 900px) 100vw, 50vw"');
    for (const thumbnail of images.slice(1)) {
      expect(thumbnail).toContain('sizes="5rem"');
      expect(thumbnail).toContain('loading="lazy"');
      expect(thumbnail).toContain('w320.webp 320w');
    }
  });
});
