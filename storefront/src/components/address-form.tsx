/**
 * A delivery address (address book, and the new address of the checkout's delivery step):
 * client rules, server messages on the fields, one summary. `onValuesChange` lets a screen keep
 * what was typed when the form unmounts (the checkout keeps it between its steps).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../lib/form-failure.ts';
import type { Address, AddressFields } from '../lib/shop-api.ts';
import {
  isValidPhone,
  isValidPostcode,
  phoneExample,
  postcodeExample,
} from '../lib/address-rules.ts';
import { compactErrors, firstProblem, rules } from '../lib/validation.ts';
import { CheckboxField, SelectField, SubmitButton, TextField } from './form/fields.tsx';
import { FormSummary } from './form/form-summary.tsx';
import { useShippingCountryGroups } from './form/use-country-groups.ts';
import { useForm } from './form/use-form.ts';

export type AddressValues = {
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  houseNumber: string;
  box: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  isDefault: boolean;
};

export const addressFieldNames = [
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

/** The backend's limits (`addresses/dto/address.dto.ts`). */
const max = {
  firstName: 100,
  lastName: 100,
  company: 150,
  street: 200,
  houseNumber: 20,
  box: 20,
  postalCode: 20,
  city: 100,
  phone: 40,
} as const;

export function validateAddress(v: AddressValues) {
  const required = (
    name: 'firstName' | 'lastName' | 'street' | 'houseNumber' | 'postalCode' | 'city',
  ) => firstProblem(rules.required(v[name]), rules.maxLength(v[name], max[name]));
  return compactErrors({
    firstName: required('firstName'),
    lastName: required('lastName'),
    company: firstProblem(rules.maxLength(v.company, max.company)),
    street: required('street'),
    houseNumber: required('houseNumber'),
    box: firstProblem(rules.maxLength(v.box, max.box)),
    postalCode: firstProblem(
      required('postalCode') ?? null,
      v.country && !isValidPostcode(v.country, v.postalCode)
        ? postcodeExample(v.country)
          ? 'validation.postalCode'
          : 'validation.postalCodeAny'
        : null,
    ),
    city: required('city'),
    country: firstProblem(rules.required(v.country)),
    phone: firstProblem(
      rules.maxLength(v.phone, max.phone),
      v.phone.trim() && !isValidPhone(v.phone, v.country) ? 'validation.phoneNumber' : null,
    ),
  });
}

/** The country's examples in the postcode and phone messages ("for example 1000"). */
export function addressMessageValues(country: string) {
  return {
    postalCode: { example: postcodeExample(country) },
    phone: { example: phoneExample(country) },
  };
}

export function emptyAddress(
  country: string,
  name?: { firstName: string; lastName: string },
): AddressValues {
  return {
    firstName: name?.firstName ?? '',
    lastName: name?.lastName ?? '',
    company: '',
    street: '',
    houseNumber: '',
    box: '',
    postalCode: '',
    city: '',
    country,
    phone: '',
    isDefault: false,
  };
}

export function addressValuesOf(address: Address): AddressValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    street: address.street,
    houseNumber: address.houseNumber,
    box: address.box ?? '',
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
    phone: address.phone ?? '',
    isDefault: address.isDefault,
  };
}

/** The request body: trimmed, empty optional fields as null. */
export function addressRequestOf(v: AddressValues): AddressFields {
  const optional = (value: string) => value.trim() || null;
  return {
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
    isDefault: v.isDefault,
  };
}

interface AddressFormProps {
  readonly initialValues: AddressValues;
  readonly title: string;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly onSubmit: (values: AddressValues) => Promise<FormFailure | null>;
  readonly onValuesChange?: (values: AddressValues) => void;
  readonly onCancel?: () => void;
  readonly testId: string;
}

export function AddressForm({
  initialValues,
  title,
  submitLabel,
  pendingLabel,
  onSubmit,
  onValuesChange,
  onCancel,
  testId,
}: AddressFormProps) {
  const { t } = useTranslation();
  const form = useForm<AddressValues>({ initialValues, validate: validateAddress });
  const countryGroups = useShippingCountryGroups(initialValues.country);
  const labels: Record<(typeof addressFieldNames)[number], string> = {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    company: t('address.company'),
    street: t('address.street'),
    houseNumber: t('address.houseNumber'),
    box: t('address.box'),
    postalCode: t('address.postalCode'),
    city: t('address.city'),
    country: t('fields.country'),
    phone: t('address.phone'),
    isDefault: t('address.isDefault'),
  };
  const { values } = form;
  const messageValues = addressMessageValues(values.country);
  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  return (
    <form
      className="form-card address-form"
      noValidate
      onSubmit={form.onSubmit(onSubmit)}
      aria-label={title}
      data-testid={testId}
    >
      <h3>{title}</h3>
      <FormSummary form={form} labels={labels} messageValues={messageValues} />
      <div className="field-row">
        <TextField
          binding={form.field('firstName')}
          label={labels.firstName}
          autoComplete="given-name"
          maxLength={max.firstName}
        />
        <TextField
          binding={form.field('lastName')}
          label={labels.lastName}
          autoComplete="family-name"
          maxLength={max.lastName}
        />
      </div>
      <TextField
        binding={form.field('company')}
        label={labels.company}
        autoComplete="organization"
        optional
        maxLength={max.company}
      />
      <div className="field-row field-row-street">
        <TextField
          binding={form.field('street')}
          label={labels.street}
          autoComplete="address-line1"
          maxLength={max.street}
        />
        <TextField
          binding={form.field('houseNumber')}
          label={labels.houseNumber}
          autoComplete="off"
          maxLength={max.houseNumber}
        />
        <TextField
          binding={form.field('box')}
          label={labels.box}
          autoComplete="address-line2"
          optional
          maxLength={max.box}
        />
      </div>
      <div className="field-row">
        <TextField
          binding={form.field('postalCode')}
          label={labels.postalCode}
          autoComplete="postal-code"
          maxLength={max.postalCode}
          messageValues={messageValues.postalCode}
        />
        <TextField
          binding={form.field('city')}
          label={labels.city}
          autoComplete="address-level2"
          maxLength={max.city}
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
        label={labels.phone}
        autoComplete="tel"
        optional
        maxLength={max.phone}
        messageValues={messageValues.phone}
      />
      <CheckboxField binding={form.field('isDefault')} label={labels.isDefault} />
      <div className="form-actions">
        <SubmitButton pending={form.pending} label={submitLabel} pendingLabel={pendingLabel} />
        {onCancel ? (
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {t('address.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
