/**
 * The seam between the shop buttons (`product-actions.tsx`) and the shopping feature: the
 * signed-in customer's cart and favourites. A module of its own, so a provider in the layout
 * does not pull the buttons (and their styles) into the first chunk.
 */
import { createContext } from 'react';
import type { ProductSummary } from '../lib/api-types.ts';

export interface ShopActions {
  addToCart(product: ProductSummary, quantity: number): void | Promise<void>;
  toggleFavourite(product: ProductSummary): void | Promise<void>;
  isFavourite(productId: string): boolean;
}

/** Null until the shopping feature provides it: the buttons then only ask for a sign-in. */
export const ShopActionsContext = createContext<ShopActions | null>(null);
