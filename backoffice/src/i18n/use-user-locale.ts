import { useEffect } from 'react';
import { useGetIdentity, useLocaleState, useStoreContext } from 'react-admin';
import { isLocale } from './locales';

/**
 * The back-office speaks the signed-in user's language (the `locale` of their account) until
 * someone picks another one in the language menu; that explicit choice is stored and wins.
 */
export function useUserLocale(): void {
  const { identity } = useGetIdentity();
  const { getItem } = useStoreContext();
  const [locale, setLocale] = useLocaleState();
  const userLocale: unknown = identity?.['locale'];

  useEffect(() => {
    if (getItem('locale') !== undefined) return;
    if (isLocale(userLocale) && userLocale !== locale) setLocale(userLocale);
  }, [getItem, locale, setLocale, userLocale]);
}
