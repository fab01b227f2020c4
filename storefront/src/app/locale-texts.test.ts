// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { LocaleResources } from '../lib/i18n.ts';
import { localeTextsScript, readInlineLocaleTexts } from './locale-texts.ts';

const resources = {
  common: { greeting: 'Hallo </script><script>alert(1)</script>' },
} as unknown as LocaleResources;

function pageWith(script: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"></div>${script}`;
  return doc;
}

describe('locale texts inlined in the page', () => {
  it('are read back for the page locale, with a closing script tag in a text kept inert', () => {
    const script = localeTextsScript('nl', resources);
    expect(script).not.toContain('</script><script>');
    const doc = pageWith(script);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readInlineLocaleTexts('nl', doc)).toEqual(resources);
  });

  it('are not used for another locale, nor when the page has none', () => {
    expect(readInlineLocaleTexts('de', pageWith(localeTextsScript('nl', resources)))).toBeNull();
    expect(readInlineLocaleTexts('nl', pageWith(''))).toBeNull();
  });
});
