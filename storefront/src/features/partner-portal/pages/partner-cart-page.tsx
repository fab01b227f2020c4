/**
 * The partner cart and checkout: lines at professional prices (VAT excluded), the company name
 * and VAT number (prefilled from the salon), a delivery address, and VAT or "reverse charge"
 * shown before the order is placed. Then to the payment page, like the customer checkout.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyAddress,
  validateAddress,
  addressMessageValues,
  type AddressValues,
} from '../../../components/address-form.tsx';
import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useShippingCountryGroups } from '../../../components/form/use-country-groups.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf, type FormFailure } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { errorCodeOf } from '../../../lib/shop-api.ts';
import { compactErrors, firstProblem, rules } from '../../../lib/validation.ts';
import {
  useGetPartnerCartQuery,
  usePlacePartnerOrderMutation,
  useRemovePartnerCartItemMutation,
  useSetPartnerCartItemMutation,
  type PartnerCart,
  type PartnerCartLine,
} from '../api/partner-shop-api.ts';
import { PartnerNav } from '../components/partner-nav.tsx';
import { PartnerTotals } from '../components/partner-totals.tsx';
import {
  PartnerCheckoutAttempt,
  problemKey,
  quantityProblem,
  salonAddressParts,
} from '../partner-shop-logic.ts';
import { useGetPartnerProfileQuery } from '../api/partner-portal-api.ts';
import { useSession } from '../../../lib/session.tsx';
import type { PartnerStore } from '../../../lib/shop-api.ts';
import '../partner-portal.css';
import { useSizeText } from '../../../lib/product-words.ts';

type CheckoutValues = AddressValues & { companyName: string; vatNumber: string };

const fieldNames = [
  'companyName',
  'vatNumber',
  'firstName',
  'lastName',
  'company',
  'street',
  'houseNumber',
  'box',
  'postalCode',
  'city',
  'country',
  'phone',
  'isDefault',
] as const;

function validate(v: CheckoutValues) {
  return {
    ...validateAddress(v),
    ...compactErrors({
      companyName: firstProblem(rules.required(v.companyName), rules.maxLength(v.companyName, 150)),
      vatNumber: firstProblem(rules.required(v.vatNumber), rules.maxLength(v.vatNumber, 30)),
    }),
  };
}

/** Sends the browser to the payment page (a full navigation: it is another site). */
function goToPayment(url: string): void {
  window.location.assign(url);
}

/** The server names address fields `deliveryAddress.<field>`; the form has them flat. */
function flatten(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('data' in error)) return error;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return error;
  const errors = (data as { errors?: Record<string, string> }).errors;
  if (!errors) return error;
  return {
    ...error,
    data: {
      ...data,
      errors: Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [k.replace(/^deliveryAddress\./, ''), v]),
      ),
    },
  };
}

function CartLineRow({ line }: { line: PartnerCartLine }) {
  const { t } = useTranslation('partnerShop');
  const sizeText = useSizeText();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const [setItem, setState] = useSetPartnerCartItemMutation();
  const [remove, removeState] = useRemovePartnerCartItemMutation();
  const inputId = `partner-cart-qty-${line.productId}`;
  const save = async () => {
    const issue = quantityProblem(quantity, line.minQuantity);
    if (issue) return setProblem(t(`quantity.${issue}`, { min: line.minQuantity }));
    const result = await setItem({
      productId: line.productId,
      setPartnerCartItemDto: { quantity: Number(quantity) },
    });
    setProblem(
      result.error ? t(problemKey(errorCodeOf(result.error)), { min: line.minQuantity }) : null,
    );
  };
  return (
    <tr data-product={line.slug}>
      <th scope="row">
        {line.name}
        {line.size ? <span className="meta-note"> · {sizeText(line.size)}</span> : null}
        {!line.inStock ? <p className="field-error">{t('list.outOfStock')}</p> : null}
      </th>
      <td>
        <Price cents={line.unitPriceCents} />
      </td>
      <td>
        <label className="sr-only" htmlFor={inputId}>
          {t('list.quantity')}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={line.minQuantity}
          max={999}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => void save()}
          disabled={setState.isLoading}
        />
        {line.minQuantity > 1 ? (
          <p className="meta-note">{t('list.minQuantity', { count: line.minQuantity })}</p>
        ) : null}
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </td>
      <td>
        <Price cents={line.lineTotalCents} />
      </td>
      <td>
        <button
          type="button"
          className="text-button"
          onClick={() => void remove(line.productId)}
          disabled={removeState.isLoading}
        >
          {t('cart.remove')}
        </button>
      </td>
    </tr>
  );
}

/**
 * The checkout form's first values: the salon's company name and VAT number (from the cart) and
 * its own address as delivery address, in the partner's name.
 */
function checkoutInitialValues(
  cart: PartnerCart,
  salon: PartnerStore | null,
  name: { firstName: string; lastName: string } | undefined,
): CheckoutValues {
  const base = emptyAddress(salon?.country ?? 'BE', name);
  return {
    ...base,
    ...(salon
      ? {
          ...salonAddressParts(salon.address),
          postalCode: salon.postalCode,
          city: salon.city,
          phone: salon.phone ?? '',
        }
      : {}),
    company: cart.companyName ?? '',
    companyName: cart.companyName ?? '',
    vatNumber: cart.vatNumber ?? '',
  };
}

function CheckoutForm({
  cart,
  salon,
  onPreview,
}: {
  cart: PartnerCart;
  salon: PartnerStore | null;
  onPreview: (preview: { vatNumber: string; country: string }) => void;
}) {
  const { user } = useSession();
  const { t } = useTranslation('partnerShop');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const [placeOrder] = usePlacePartnerOrderMutation();
  const attempt = useMemo(() => new PartnerCheckoutAttempt(), []);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CheckoutValues>({
    initialValues: checkoutInitialValues(cart, salon, user ?? undefined),
    validate,
  });
  const countryGroups = useShippingCountryGroups('BE');
  const { vatNumber, country } = form.values;
  const messageValues = addressMessageValues(country);
  useEffect(() => {
    const timer = setTimeout(() => onPreview({ vatNumber, country }), 400);
    return () => clearTimeout(timer);
  }, [vatNumber, country, onPreview]);

  const labels: Record<(typeof fieldNames)[number], string> = {
    companyName: t('checkout.companyName'),
    vatNumber: t('checkout.vatNumber'),
    firstName: tc('fields.firstName'),
    lastName: tc('fields.lastName'),
    company: tc('address.company'),
    street: tc('address.street'),
    houseNumber: tc('address.houseNumber'),
    box: tc('address.box'),
    postalCode: tc('address.postalCode'),
    city: tc('address.city'),
    country: tc('fields.country'),
    phone: tc('address.phone'),
    isDefault: tc('address.isDefault'),
  };

  const submit = async (v: CheckoutValues): Promise<FormFailure | null> => {
    setProblem(null);
    const optional = (value: string) => value.trim() || null;
    const order = {
      deliveryAddress: {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        company: optional(v.company),
        street: v.street.trim(),
        houseNumber: v.houseNumber.trim(),
        box: optional(v.box),
        postalCode: v.postalCode.trim(),
        city: v.city.trim(),
        country: v.country,
        phone: optional(v.phone),
      },
      companyName: v.companyName.trim(),
      vatNumber: v.vatNumber.trim(),
      locale,
    };
    const idempotencyKey = attempt.keyFor({
      order,
      cart: cart.items.map((line) => [line.productId, line.quantity]),
    });
    const result = await placeOrder({
      'Idempotency-Key': idempotencyKey,
      createPartnerOrderDto: order,
    });
    if (result.data?.checkoutUrl) {
      goToPayment(result.data.checkoutUrl);
      return null;
    }
    const code = result.error ? errorCodeOf(result.error) : null;
    setProblem(t(problemKey(code)));
    if (!result.error) return { kind: 'unknown' };
    const failure = formFailureOf(flatten(result.error), fieldNames);
    return failure.kind === 'unknown' ? { kind: 'fields', fieldErrors: {}, other: [] } : failure;
  };

  return (
    <form
      className="form-card partner-checkout"
      noValidate
      onSubmit={form.onSubmit(submit)}
      aria-label={t('checkout.title')}
      data-testid="partner-checkout"
    >
      <h2>{t('checkout.title')}</h2>
      <FormSummary form={form} labels={labels} messageValues={messageValues} />
      <TextField
        binding={form.field('companyName')}
        label={labels.companyName}
        autoComplete="organization"
        maxLength={150}
      />
      <TextField
        binding={form.field('vatNumber')}
        label={labels.vatNumber}
        autoComplete="off"
        maxLength={30}
        hint={t('checkout.vatHint')}
      />
      <h3>{t('checkout.deliveryTitle')}</h3>
      <div className="field-row">
        <TextField
          binding={form.field('firstName')}
          label={labels.firstName}
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          binding={form.field('lastName')}
          label={labels.lastName}
          autoComplete="family-name"
          maxLength={100}
        />
      </div>
      <TextField
        binding={form.field('company')}
        label={labels.company}
        autoComplete="organization"
        optional
        maxLength={150}
      />
      <div className="field-row field-row-street">
        <TextField
          binding={form.field('street')}
          label={labels.street}
          autoComplete="address-line1"
          maxLength={200}
        />
        <TextField
          binding={form.field('houseNumber')}
          label={labels.houseNumber}
          autoComplete="off"
          maxLength={20}
        />
        <TextField
          binding={form.field('box')}
          label={labels.box}
          autoComplete="address-line2"
          optional
          maxLength={20}
        />
      </div>
      <div className="field-row">
        <TextField
          binding={form.field('postalCode')}
          messageValues={messageValues.postalCode}
          label={labels.postalCode}
          autoComplete="postal-code"
          maxLength={20}
        />
        <TextField
          binding={form.field('city')}
          label={labels.city}
          autoComplete="address-level2"
          maxLength={100}
        />
      </div>
      <SelectField
        binding={form.field('country')}
        label={labels.country}
        groups={countryGroups}
        autoComplete="country"
      />
      <TextField
        binding={form.field('phone')}
        messageValues={messageValues.phone}
        label={labels.phone}
        autoComplete="tel"
        optional
        maxLength={40}
      />
      <PartnerTotals totals={cart.totals} />
      {problem ? (
        <p className="field-error" role="alert" data-testid="partner-checkout-problem">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-primary"
        disabled={form.pending || cart.items.length === 0}
        aria-busy={form.pending || undefined}
        data-testid="place-partner-order"
      >
        {form.pending ? t('checkout.placing') : t('checkout.place')}
      </button>
      <p className="meta-note">{t('checkout.redirectNote')}</p>
    </form>
  );
}

export default function PartnerCartPage() {
  const { t } = useTranslation('partnerShop');
  const locale = useLocale();
  const [preview, setPreview] = useState<{ vatNumber: string; country: string } | null>(null);
  const { data, isError, isFetching, refetch } = useGetPartnerCartQuery({
    locale,
    vatNumber: preview?.vatNumber || undefined,
    country: preview?.country || undefined,
  });
  const profile = useGetPartnerProfileQuery();
  return (
    <div className="container partner-portal" data-testid="partner-cart">
      <ScreenHeader />
      <PartnerNav />
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <p>
          {t('cart.empty')} <RouteLink to="partnerShop">{t('cart.toShop')}</RouteLink>
        </p>
      ) : (
        <>
          <table className="partner-cart-table">
            <thead>
              <tr>
                <th scope="col">{t('cart.product')}</th>
                <th scope="col">{t('cart.unitPrice')}</th>
                <th scope="col">{t('list.quantity')}</th>
                <th scope="col">{t('cart.lineTotal')}</th>
                <th scope="col">
                  <span className="sr-only">{t('cart.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((line) => (
                <CartLineRow key={line.productId} line={line} />
              ))}
            </tbody>
          </table>
          {profile.data || profile.isError ? (
            <CheckoutForm cart={data} salon={profile.data?.store ?? null} onPreview={setPreview} />
          ) : (
            <Loading />
          )}
        </>
      )}
    </div>
  );
}
