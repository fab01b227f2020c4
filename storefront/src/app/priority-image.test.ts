import { describe, expect, it } from 'vitest';
import { priorityImagePreload } from './priority-image.ts';

describe('the priority image preload', () => {
  it('preloads the first high-priority image with its srcset and sizes, escaped as rendered', () => {
    const html =
      '<main><img src="/a.svg" loading="lazy"><img src="/api/images/art/home.svg?format=hero&amp;tone=black" srcSet="/m/w320.webp 320w, /m/w640.webp 640w" alt="" sizes="100vw" loading="eager" fetchPriority="high"><img src="/b.svg" fetchPriority="high"></main>';
    expect(priorityImagePreload(html)).toBe(
      '<link rel="preload" as="image" href="/api/images/art/home.svg?format=hero&amp;tone=black" imagesrcset="/m/w320.webp 320w, /m/w640.webp 640w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('leaves out sizes without a srcset, and preloads nothing on a page without a priority image', () => {
    expect(priorityImagePreload('<img src="/x.svg" sizes="100vw" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" href="/x.svg" fetchpriority="high">',
    );
    expect(
      priorityImagePreload('<img src="/x.svg" loading="lazy"><p>fetchpriority="high"</p>'),
    ).toBe('');
  });
});
