/** Typed translation keys: `t('a.b')` fails to compile when the key is not in the nl texts. */
import 'i18next';
import type resources from '../locales/nl/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof resources;
  }
}
