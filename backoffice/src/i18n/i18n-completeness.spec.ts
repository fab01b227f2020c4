import englishRa from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, ENTITY_TYPES } from '../resources/audit/audit-list';
import de from './de';
import en from './en';
import fr from './fr';
import nl from './nl';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as `path → text`. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const [k, v] of leaves(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const languages = { nl, en, de, fr };
const english = leaves(en);

/** Texts that are the same word in English (names, codes, loanwords). */
const SAME_AS_ENGLISH =
  /^([A-Z0-9_ .:/-]*|Code|Email|E-mail|Status|Newsletter|Dashboard|Vyrelle|Slug|Tags?|Website|Ok|OK|Partner|Export|Filter|Links?|Logo|Online|Media|Datagrid|Design|Inspector|Index|Menu|Post|Routines?|Blogs?|Magazine|Sitemap|Audit log|Back-office|Backoffice|Job|Type|Stock|Peppol.*|IBAN|BIC|SKU|EAN|INCI|SPF|CSV|PDF|UBL|URL|FAQ|Total|Info|Nr\.?|Image|Images|Impressum|Professional|Salon|Service|Support|Video|Zone|Normal|Page|Portal)$/;

describe('back-office texts in nl, en, de and fr', () => {
  it('has every key in all four languages', () => {
    for (const [name, messages] of Object.entries(languages)) {
      const keys = leaves(messages);
      const missing = [...english.keys()].filter((key) => !keys.has(key));
      // an older react-admin pack may carry keys react-admin 5 no longer uses: harmless
      const extra = [...keys.keys()].filter((key) => !english.has(key) && !key.startsWith('ra.'));
      expect(missing, `${name} lacks`).toEqual([]);
      expect(extra, `${name} has keys English lacks`).toEqual([]);
    }
  });

  it("translates every one of react-admin's own keys (no English left in nl, de or fr)", () => {
    const raKeys = [...leaves(englishRa).keys()];
    expect(raKeys.length).toBeGreaterThan(150);
    for (const [name, messages] of Object.entries({ nl, de, fr })) {
      const texts = leaves(messages);
      const untranslated = raKeys.filter((key) => {
        const text = texts.get(key);
        const bare = String(text)
          .replace(/%\{\w+\}/g, '')
          .trim();
        return text === english.get(key) && /[a-z]/i.test(bare) && !SAME_AS_ENGLISH.test(bare);
      });
      expect(untranslated, `${name}: react-admin texts still in English`).toEqual([]);
    }
  });

  it('translates the rich text toolbar, the link prompt and every audit action and record type', () => {
    for (const [name, messages] of Object.entries(languages)) {
      const texts = leaves(messages);
      for (const key of [
        'ra.tiptap.bold',
        'ra.tiptap.link',
        'ra.tiptap.list_bulleted',
        'ra.tiptap.select_level',
        'richText.linkPrompt',
        'partnerApplications.fields.city',
        ...AUDIT_ACTIONS.map((action) => `audit.actions.${action}`),
        ...ENTITY_TYPES.map((type) => `audit.types.${type}`),
      ])
        expect(typeof texts.get(key), `${name}: ${key}`).toBe('string');
    }
    expect(leaves(de).get('ra.tiptap.bold')).toBe('Fett');
    expect(leaves(de).get('ra.action.select_all_button')).toBe('Alle auswählen');
    expect(leaves(nl).get('audit.actions.product.archive')).toBe('Product gearchiveerd');
  });
});
