export interface ProductTexts {
  name: string;
  subtitle: string | null;
  description: string | null;
  usage: string | null;
  ingredients: string | null;
  consistency: string | null;
}

/** GET /api/admin/products/:id (backend AdminProductResponseDto). */
export interface AdminProduct {
  id: string;
  slug: string;
  name: string;
  type: string;
  collection: string;
  skinTypes: string[];
  timing: string[];
  spf: number | null;
  priceCents: number;
  vatRate: number;
  stock: number;
  lowStock: boolean;
  size: string | null;
  inci: string | null;
  images: string[];
  bestsellerRank: number | null;
  setKind: string | null;
  visible: boolean;
  /** Professional price in cents, VAT excluded; null: not in the partner shop. */
  partnerPriceCents: number | null;
  partnerMinQuantity: number;
  partnerOnly: boolean;
  translations: {
    nl: ProductTexts;
    en: ProductTexts | null;
    de: ProductTexts | null;
    fr: ProductTexts | null;
  };
  createdAt: string;
  updatedAt: string;
}
