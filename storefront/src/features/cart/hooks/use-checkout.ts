/**
 * What the customer chose during the checkout, kept by the cart layout (it stays mounted
 * between the steps), so going back and forth loses nothing that was typed.
 */
import { useOutletContext } from 'react-router';
import type { AddressValues } from '../../../components/address-form.tsx';
import type { PartnerStore } from '../../../lib/shop-api.ts';
import type { CheckoutAttempt } from '../cart-state.ts';

export type SpecialistChoice = 'account' | 'other' | 'none';

export interface CheckoutDraft {
  /** The delivery step, or its payment part once the delivery is confirmed. */
  readonly phase: 'delivery' | 'payment';
  readonly addressId: string | null;
  /** The new-address form's values while it is open. */
  readonly newAddress: AddressValues | null;
  readonly specialist: SpecialistChoice;
  readonly otherStore: PartnerStore | null;
}

export const initialDraft: CheckoutDraft = {
  phase: 'delivery',
  addressId: null,
  newAddress: null,
  specialist: 'account',
  otherStore: null,
};

export interface CheckoutContext {
  readonly draft: CheckoutDraft;
  readonly update: (change: Partial<CheckoutDraft>) => void;
  readonly attempt: CheckoutAttempt;
}

export function useCheckout(): CheckoutContext {
  return useOutletContext<CheckoutContext>();
}
