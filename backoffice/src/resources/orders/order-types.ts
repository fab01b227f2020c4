import type { OrderStatus, PaidStatus } from './order-state';

/** GET /api/admin/orders/:id (backend AdminOrderResponseDto). */
export interface AdminOrder {
  id: string;
  number: string;
  createdAt: string;
  updatedAt: string;
  status: OrderStatus;
  paidStatus: PaidStatus;
  email: string;
  customerName: string;
  currency: string;
  itemCount: number;
  itemsCents: number;
  deliveryCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
  vat: { rate: number; netCents: number; vatCents: number; grossCents: number }[];
  lines: {
    productId: string;
    slug: string;
    name: string;
    quantity: number;
    unitPriceCents: number;
    vatRate: number;
    lineTotalCents: number;
  }[];
  deliveryAddress: {
    firstName: string;
    lastName: string;
    company: string | null;
    street: string;
    houseNumber: string;
    box: string | null;
    postalCode: string;
    city: string;
    country: string;
    phone: string | null;
  };
  specialist: { storeId: string; name: string } | null;
  customer: { id: string; email: string; firstName: string; lastName: string } | null;
  payments: {
    id: string;
    provider: string;
    method: string | null;
    amountCents: number;
    status: PaidStatus;
    paidAt: string | null;
  }[];
  allowedTransitions: OrderStatus[];
  refundable: boolean;
  paidAt: string | null;
}
