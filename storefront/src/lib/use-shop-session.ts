/** Whether the shop's signed-in data (cart, favourites) may be asked for: only with a loaded sign-in. */
import { useLocale } from './locale-context.tsx';
import { isGuestAuth } from './auth-state.ts';
import { useAuthState } from './session.tsx';
import { useGetCartQuery, useListFavouritesQuery } from './shop-api.ts';

/** True once the browser knows an account sign-in is stored (never during the server render; not a guest session). */
export function useHasSignIn(): boolean {
  const auth = useAuthState();
  return Boolean(auth) && !isGuestAuth(auth);
}

/** True once the browser knows a sign-in or a guest checkout session is stored: the cart may be asked for. */
export function useCanShop(): boolean {
  return Boolean(useAuthState());
}

/** True while a guest checkout session is stored (no salon step, no account links). */
export function useIsGuest(): boolean {
  return isGuestAuth(useAuthState());
}

/** The number of items in the cart for the header badge; 0 when signed out. Follows the `Cart` tag everywhere at once. */
export function useCartCount(): number {
  const signedIn = useCanShop();
  const { data } = useGetCartQuery({ locale: useLocale() }, { skip: !signedIn });
  return signedIn ? (data?.count ?? 0) : 0;
}

/** The ids of the customer's favourites (empty when signed out). */
export function useFavouriteIds(): readonly string[] {
  const signedIn = useHasSignIn();
  const { data } = useListFavouritesQuery(useLocale(), { skip: !signedIn });
  return signedIn ? (data?.productIds ?? []) : [];
}
