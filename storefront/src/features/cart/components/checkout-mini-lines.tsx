/** The order's lines in a few words (quantity, name, line total): the delivery step's summary. */
import { Price } from '../../../components/price.tsx';
import type { CartLine } from '../../../lib/shop-api.ts';

export function CheckoutMiniLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul className="checkout-mini-lines" data-testid="checkout-mini-lines">
      {lines.map((line) => (
        <li key={line.productId} data-product-id={line.productId}>
          <span>{`${line.quantity} × ${line.name}`}</span>
          <Price cents={line.lineTotalCents} />
        </li>
      ))}
    </ul>
  );
}
