/** Partner application (SPEC §2, §3): the benefits, then the application form with its success state. */
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  CheckboxField,
  HoneypotField,
  PrivacyConsentField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/form/fields.tsx';
import { addressMessageValues } from '../../../components/address-form.tsx';
import { isValidPhone, isValidPostcode, postcodeExample } from '../../../lib/address-rules.ts';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useCountryGroups } from '../../../components/form/use-country-groups.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { defaultCountryByLocale } from '../../../lib/countries.ts';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  compactErrors,
  firstProblem,
  maxLengths,
  rules,
  type ValidationKey,
} from '../../../lib/validation.ts';
import { useApplyAsPartnerMutation } from '../api/partner-api.ts';
import '../partner.css';

const benefits = ['shop', 'portal', 'trainings'] as const;

type PartnerValues = {
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
  website: string;
  vatNumber: string;
  howFound: string;
  newsletter: boolean;
  privacyAccepted: boolean;
};

const fields = [
  'company',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'country',
  'website',
  'vatNumber',
  'howFound',
  'newsletter',
  'privacyAccepted',
] as const;

const websitePattern = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const vatPattern = /^[A-Z]{2}[0-9A-Z]{2,13}$/;
const compactVat = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();
const problem = (ok: boolean, key: ValidationKey) => (ok ? null : key);

const validate = (v: PartnerValues) =>
  compactErrors({
    company: firstProblem(rules.required(v.company), rules.maxLength(v.company, 150)),
    firstName: firstProblem(
      rules.required(v.firstName),
      rules.maxLength(v.firstName, maxLengths.name),
    ),
    lastName: firstProblem(
      rules.required(v.lastName),
      rules.maxLength(v.lastName, maxLengths.name),
    ),
    email: firstProblem(
      rules.required(v.email),
      rules.email(v.email),
      rules.maxLength(v.email, maxLengths.email),
    ),
    phone: firstProblem(
      rules.required(v.phone),
      problem(v.phone.trim() === '' || isValidPhone(v.phone, v.country), 'validation.phoneNumber'),
    ),
    street: firstProblem(rules.required(v.street), rules.maxLength(v.street, 200)),
    houseNumber: firstProblem(rules.required(v.houseNumber), rules.maxLength(v.houseNumber, 20)),
    postalCode: firstProblem(
      rules.required(v.postalCode),
      rules.maxLength(v.postalCode, 20),
      problem(
        !v.country || isValidPostcode(v.country, v.postalCode),
        postcodeExample(v.country) ? 'validation.postalCode' : 'validation.postalCodeAny',
      ),
    ),
    city: firstProblem(rules.required(v.city), rules.maxLength(v.city, 100)),
    country: firstProblem(rules.required(v.country)),
    website: firstProblem(
      problem(v.website.trim() === '' || websitePattern.test(v.website.trim()), 'validation.link'),
      rules.maxLength(v.website, 300),
    ),
    vatNumber: firstProblem(
      problem(
        v.vatNumber.trim() === '' || vatPattern.test(compactVat(v.vatNumber)),
        'validation.vatNumber',
      ),
    ),
    howFound: firstProblem(rules.required(v.howFound), rules.maxLength(v.howFound, 500)),
    privacyAccepted: firstProblem(rules.accepted(v.privacyAccepted)),
  });

export default function PartnerPage() {
  const { t } = useTranslation('partner');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const countryGroups = useCountryGroups();
  const [apply] = useApplyAsPartnerMutation();
  const [trap, setTrap] = useState('');
  const [sent, setSent] = useState<{ email: string; newsletter: boolean } | null>(null);
  const initialValues: PartnerValues = {
    company: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    houseNumber: '',
    postalCode: '',
    city: '',
    country: defaultCountryByLocale[locale],
    website: '',
    vatNumber: '',
    howFound: '',
    newsletter: false,
    privacyAccepted: false,
  };
  const form = useForm<PartnerValues>({ initialValues, validate });
  const messageValues = addressMessageValues(form.values.country);
  const labels: Record<(typeof fields)[number], string> = {
    company: t('form.company'),
    firstName: tc('fields.firstName'),
    lastName: tc('fields.lastName'),
    email: tc('fields.email'),
    phone: t('form.phone'),
    street: t('form.street'),
    houseNumber: t('form.houseNumber'),
    postalCode: t('form.postalCode'),
    city: t('form.city'),
    country: tc('fields.country'),
    website: t('form.website'),
    vatNumber: t('form.vatNumber'),
    howFound: t('form.howFound'),
    newsletter: t('form.newsletter'),
    privacyAccepted: tc('routes.privacy.title'),
  };

  const onSubmit = form.onSubmit(async (v) => {
    const result = await apply({
      company: v.company.trim(),
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      street: v.street.trim(),
      houseNumber: v.houseNumber.trim(),
      postalCode: v.postalCode.trim(),
      city: v.city.trim(),
      country: v.country,
      website: v.website.trim() || null,
      vatNumber: v.vatNumber.trim() ? compactVat(v.vatNumber) : null,
      howFound: v.howFound.trim(),
      newsletter: v.newsletter,
      privacyAccepted: true,
      locale,
      ...(trap ? { fax: trap } : {}),
    });
    if (result.error) return formFailureOf(result.error, fields);
    setSent({ email: v.email.trim(), newsletter: v.newsletter });
    form.update(initialValues);
    return null;
  });

  return (
    <div className="container">
      <ScreenHeader eyebrow={t('eyebrow')} />
      <ul className="benefit-grid">
        {benefits.map((benefit) => (
          <li key={benefit} className="panel panel-soft">
            <h2>{t(`benefits.${benefit}.title`)}</h2>
            <p>{t(`benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className="partner-form">
        {sent ? (
          <div className="form-card confirmation" role="status" data-testid="partner-sent">
            <h2>{t('sent.title')}</h2>
            <p>{t('sent.text', { email: sent.email })}</p>
            {sent.newsletter ? <p>{t('sent.newsletter')}</p> : null}
          </div>
        ) : (
          <form className="form-card" noValidate onSubmit={onSubmit} data-testid="partner-form">
            <h2>{t('form.title')}</h2>
            <p>{t('form.intro')}</p>
            <FormSummary form={form} labels={labels} messageValues={messageValues} />
            <fieldset className="form-section">
              <legend>{t('form.salon')}</legend>
              <TextField
                binding={form.field('company')}
                label={labels.company}
                autoComplete="organization"
                maxLength={150}
              />
              <div className="field-row">
                <TextField
                  binding={form.field('street')}
                  label={labels.street}
                  autoComplete="address-line1"
                  maxLength={200}
                />
                <TextField
                  binding={form.field('houseNumber')}
                  label={labels.houseNumber}
                  autoComplete="address-line2"
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
              <div className="field-row">
                <TextField
                  binding={form.field('website')}
                  label={labels.website}
                  autoComplete="url"
                  optional
                  maxLength={300}
                />
                <TextField
                  binding={form.field('vatNumber')}
                  label={labels.vatNumber}
                  autoComplete="off"
                  optional
                  maxLength={20}
                />
              </div>
            </fieldset>
            <fieldset className="form-section">
              <legend>{t('form.contactPerson')}</legend>
              <div className="field-row">
                <TextField
                  binding={form.field('firstName')}
                  label={labels.firstName}
                  autoComplete="given-name"
                  maxLength={maxLengths.name}
                />
                <TextField
                  binding={form.field('lastName')}
                  label={labels.lastName}
                  autoComplete="family-name"
                  maxLength={maxLengths.name}
                />
              </div>
              <div className="field-row">
                <TextField
                  binding={form.field('email')}
                  label={labels.email}
                  type="email"
                  autoComplete="email"
                  maxLength={maxLengths.email}
                />
                <TextField
                  binding={form.field('phone')}
                  messageValues={messageValues.phone}
                  label={labels.phone}
                  autoComplete="tel"
                  maxLength={30}
                />
              </div>
              <TextField
                binding={form.field('howFound')}
                label={labels.howFound}
                autoComplete="off"
                maxLength={500}
              />
            </fieldset>
            <HoneypotField
              id="partner-fax"
              name="fax"
              label={t('form.trap')}
              value={trap}
              onChange={setTrap}
            />
            <fieldset className="form-section">
              <legend>{t('form.consent')}</legend>
              <CheckboxField binding={form.field('newsletter')} label={labels.newsletter} />
              <PrivacyConsentField
                binding={form.field('privacyAccepted')}
                text={(policy) => <Trans t={t} i18nKey="form.privacy" components={{ policy }} />}
              />
            </fieldset>
            <div className="form-actions">
              <SubmitButton
                pending={form.pending}
                label={t('form.submit')}
                pendingLabel={t('form.submitting')}
              />
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
