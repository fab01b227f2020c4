import { Entity } from 'typeorm';
import { CartLineColumns } from './cart-item.entity.js';

/** One product in a partner account's B2B cart (separate from the customer cart). Prices are never stored here. */
@Entity('partner_cart_item')
export class PartnerCartItemEntity extends CartLineColumns {}
