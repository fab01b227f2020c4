import { describe, expect, it } from 'vitest';
import {
  isAllowedImageUrl,
  isAllowedLink,
  plainText,
  sanitizeRichText,
  wordCount,
} from './html-sanitizer.js';

const PUBLIC_URL = 'http://localhost:3000';

describe('isAllowedLink', () => {
  it.each([
    ['https://example.org/a?b=c', true],
    ['/nl/producten', true],
    ['http://localhost:3000/nl/faq', true],
    ['http://example.org/', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['mailto:a@b.c', false],
    ['', false],
    ['https://', false],
  ])('%s → %s', (href, allowed) => {
    expect(isAllowedLink(href, PUBLIC_URL)).toBe(allowed);
  });
});

describe('isAllowedImageUrl', () => {
  it('needs an allowed link ending in jpeg, jpg, png, gif, svg or webp', () => {
    expect(isAllowedImageUrl('/api/images/art/x.svg?format=square', PUBLIC_URL)).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example/a/B.JPG', PUBLIC_URL)).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example/a.webp', PUBLIC_URL)).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example/a.heic', PUBLIC_URL)).toBe(false);
    expect(isAllowedImageUrl('javascript:x//.png', PUBLIC_URL)).toBe(false);
  });
});

describe('sanitizeRichText', () => {
  it('keeps the editor tags and balanced links after a refused one', () => {
    expect(
      sanitizeRichText(
        '<p><a href="javascript:x()">a</a><a href="https://ok.example">b</a></p><p><a href="/x">c</a></p>',
        PUBLIC_URL,
      ),
    ).toBe(
      '<p>a<a href="https://ok.example" rel="noopener">b</a></p><p><a href="/x" rel="noopener">c</a></p>',
    );
  });

  it('drops scripts with their content, attributes and unknown tags, and maps h1 to h2', () => {
    expect(
      sanitizeRichText(
        '<h1 class="x">T</h1><div onclick="y()"><u>u</u><script>alert(1)</script></div><style>p{}</style>',
        PUBLIC_URL,
      ),
    ).toBe('<h2>T</h2><u>u</u>');
  });
});

describe('plainText', () => {
  it('removes markup and does not let escaped markup come back', () => {
    expect(plainText('<b>Tom</b> &amp; Jerry')).toBe('Tom & Jerry');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;ok')).toBe('alert(1)ok');
    expect(plainText('a < b')).toBe('a < b');
  });

  it('counts words across blocks', () => {
    expect(wordCount('<p>een twee</p><ul><li>drie</li></ul>')).toBe(3);
  });
});
