/**
 * The salon's profile (issue 9): opening hours per weekday, treatments, languages and contact
 * details, as the store locator shows them. Name and address change through the partner
 * managers. The server checks everything again (422 with a message per field); what was typed
 * stays in the form on any error.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../api/generated/enums.ts';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf, type FormFailure } from '../../../lib/form-failure.ts';
import { intlLocale } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  fromHoursForm,
  hoursFormProblems,
  maxRangesPerDay,
  toHoursForm,
  weekdayName,
  weekdays,
  type DayForm,
  type HoursForm,
  type TimeRange,
  type Weekday,
} from '../../../lib/opening-hours.ts';
import type { Locale } from '../../../lib/routes.ts';
import type { ValidationKey } from '../../../lib/validation.ts';
import {
  salonProfileBody,
  salonStoreOf,
  useGetPartnerProfileQuery,
  useUpdatePartnerProfileMutation,
  type SalonStore,
} from '../api/partner-portal-api.ts';
import { PartnerNav } from '../components/partner-nav.tsx';
import '../partner-portal.css';

/** The languages a salon can say it speaks: the shop's own (the API's enum). */
const salonLanguages = LOCALES;
const maxServices = 12;
const maxServiceLength = 60;
const contactFields = ['phone', 'website', 'email'] as const;
type ContactField = (typeof contactFields)[number];

/** Every field name the server may report for this form. */
const fieldNames = [
  ...weekdays.map((day) => `openingHours.${day}`),
  'openingHours',
  'services',
  ...Array.from({ length: maxServices }, (_, i) => `services.${i}`),
  'languages',
  ...contactFields,
  'peppolId',
];

function languageName(code: string, locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
  } catch {
    return code;
  }
}

function FieldError({ id, error }: { id: string; error: ValidationKey | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <p id={id} className="field-error">
      {t(error)}
    </p>
  ) : null;
}

function DayRow({
  day,
  value,
  error,
  onChange,
}: {
  day: Weekday;
  value: DayForm;
  error: ValidationKey | undefined;
  onChange: (next: DayForm) => void;
}) {
  const { t } = useTranslation('partnerPortal');
  const locale = useLocale();
  const id = useId();
  const name = weekdayName(day, locale);
  const setRange = (index: number, part: 0 | 1, time: string) =>
    onChange({
      ...value,
      ranges: value.ranges.map((range, i) =>
        i === index ? ((part === 0 ? [time, range[1]] : [range[0], time]) as TimeRange) : range,
      ),
    });
  return (
    <fieldset
      className={error ? 'salon-day field-invalid' : 'salon-day'}
      data-day={day}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{name}</legend>
      <select
        value={value.mode}
        aria-label={t('profile.dayState', { day: name })}
        onChange={(event) => {
          const mode = event.target.value as DayForm['mode'];
          onChange({
            mode,
            ranges:
              mode === 'open' && value.ranges.length === 0 ? [['09:00', '18:00']] : value.ranges,
          });
        }}
      >
        <option value="unknown">{t('profile.dayUnknown')}</option>
        <option value="closed">{t('profile.dayClosed')}</option>
        <option value="open">{t('profile.dayOpen')}</option>
      </select>
      {value.mode === 'open' ? (
        <ul className="salon-ranges">
          {value.ranges.map((range, index) => (
            <li key={index}>
              <label>
                <span className="sr-only">{t('profile.from', { day: name })}</span>
                <input
                  type="time"
                  value={range[0]}
                  onChange={(event) => setRange(index, 0, event.target.value)}
                  aria-invalid={error ? true : undefined}
                />
              </label>
              <span aria-hidden="true">{t('profile.until')}</span>
              <label>
                <span className="sr-only">{t('profile.to', { day: name })}</span>
                <input
                  type="time"
                  value={range[1]}
                  onChange={(event) => setRange(index, 1, event.target.value)}
                  aria-invalid={error ? true : undefined}
                />
              </label>
              <button
                type="button"
                className="form-link"
                onClick={() =>
                  onChange({ ...value, ranges: value.ranges.filter((_, i) => i !== index) })
                }
              >
                {t('profile.removeRange')}
              </button>
            </li>
          ))}
          {value.ranges.length < maxRangesPerDay ? (
            <li>
              <button
                type="button"
                className="form-link"
                onClick={() => onChange({ ...value, ranges: [...value.ranges, ['', '']] })}
              >
                {t('profile.addRange')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function ProfileForm({
  store,
  peppol,
}: {
  store: SalonStore;
  peppol: { peppolId: string | null; peppolIdFromVat: string | null };
}) {
  const { t } = useTranslation('partnerPortal');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [hours, setHours] = useState<HoursForm>(() => toHoursForm(store.openingHours));
  const [services, setServices] = useState<string[]>(() => [...store.services]);
  const [languages, setLanguages] = useState<string[]>(() => [...store.languages]);
  const [contact, setContact] = useState<Record<ContactField, string>>(() => ({
    phone: store.phone ?? '',
    website: store.website ?? '',
    email: store.email ?? '',
  }));
  const [peppolId, setPeppolId] = useState(() => peppol.peppolId ?? '');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, updating] = useUpdatePartnerProfileMutation();
  const errors = failure?.kind === 'fields' ? failure.fieldErrors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const local = hoursFormProblems(hours);
    if (Object.keys(local).length) {
      setFailure({ kind: 'fields', fieldErrors: local, other: [] });
      return;
    }
    const result = await update(
      salonProfileBody({
        openingHours: fromHoursForm(hours),
        services: services.map((s) => s.trim()).filter(Boolean),
        languages,
        phone: contact.phone.trim() || null,
        website: contact.website.trim() || null,
        email: contact.email.trim() || null,
        peppolId: peppolId.trim() || null,
      }),
    );
    if (result.error) setFailure(formFailureOf(result.error, fieldNames));
    else {
      setFailure(null);
      setSaved(true);
    }
  };

  return (
    <form
      className="form-card salon-profile-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="salon-profile-form"
    >
      <p className="meta-note">{t('profile.nameAddress', { name: store.name })}</p>
      <section>
        <h2>{t('profile.hoursTitle')}</h2>
        <p className="field-hint">{t('profile.hoursHelp')}</p>
        {weekdays.map((day) => (
          <DayRow
            key={day}
            day={day}
            value={hours[day]}
            error={
              errors[`openingHours.${day}`] ?? (day === 'mon' ? errors.openingHours : undefined)
            }
            onChange={(next) => setHours({ ...hours, [day]: next })}
          />
        ))}
      </section>

      <section>
        <h2>{t('profile.servicesTitle')}</h2>
        <p className="field-hint">{t('profile.servicesHelp', { max: maxServices })}</p>
        <ol className="salon-services">
          {services.map((service, index) => (
            <li
              key={index}
              className={errors[`services.${index}`] ? 'field field-invalid' : 'field'}
            >
              <label htmlFor={`${id}-service-${index}`} className="sr-only">
                {t('profile.serviceLabel', { number: index + 1 })}
              </label>
              <input
                id={`${id}-service-${index}`}
                value={service}
                maxLength={maxServiceLength}
                aria-invalid={errors[`services.${index}`] ? true : undefined}
                aria-describedby={
                  errors[`services.${index}`] ? `${id}-service-${index}-error` : undefined
                }
                onChange={(event) =>
                  setServices(services.map((s, i) => (i === index ? event.target.value : s)))
                }
              />
              <button
                type="button"
                className="form-link"
                onClick={() => setServices(services.filter((_, i) => i !== index))}
              >
                {t('profile.removeService')}
              </button>
              <FieldError id={`${id}-service-${index}-error`} error={errors[`services.${index}`]} />
            </li>
          ))}
        </ol>
        {services.length < maxServices ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setServices([...services, ''])}
          >
            {t('profile.addService')}
          </button>
        ) : null}
        <FieldError id={`${id}-services-error`} error={errors.services} />
      </section>

      <fieldset
        className="salon-languages"
        aria-describedby={errors.languages ? `${id}-languages-error` : undefined}
      >
        <legend>
          <h2>{t('profile.languagesTitle')}</h2>
        </legend>
        {salonLanguages.map((code) => (
          <label key={code} className="checkbox">
            <input
              type="checkbox"
              checked={languages.includes(code)}
              onChange={(event) =>
                setLanguages(
                  event.target.checked
                    ? salonLanguages.filter((l) => l === code || languages.includes(l))
                    : languages.filter((l) => l !== code),
                )
              }
            />
            {languageName(code, locale)}
          </label>
        ))}
        <FieldError id={`${id}-languages-error`} error={errors.languages} />
      </fieldset>

      <section>
        <h2>{t('profile.contactTitle')}</h2>
        {contactFields.map((field) => (
          <div key={field} className={errors[field] ? 'field field-invalid' : 'field'}>
            <label htmlFor={`${id}-${field}`}>
              {t(`profile.${field}`)}
              <span className="field-optional"> ({tc('fields.optional')})</span>
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={field === 'email' ? 'email' : field === 'website' ? 'url' : 'tel'}
              autoComplete={field === 'email' ? 'email' : field === 'website' ? 'url' : 'tel'}
              value={contact[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              onChange={(event) => setContact({ ...contact, [field]: event.target.value })}
            />
            <FieldError id={`${id}-${field}-error`} error={errors[field]} />
          </div>
        ))}
      </section>

      <section>
        <h2>{t('profile.peppolTitle')}</h2>
        <div className={errors.peppolId ? 'field field-invalid' : 'field'}>
          <label htmlFor={`${id}-peppolId`}>
            {t('profile.peppolId')}
            <span className="field-optional"> ({tc('fields.optional')})</span>
          </label>
          <p id={`${id}-peppolId-hint`} className="field-hint">
            {peppol.peppolIdFromVat
              ? t('profile.peppolHelpDerived', { id: peppol.peppolIdFromVat })
              : t('profile.peppolHelp')}
          </p>
          <input
            id={`${id}-peppolId`}
            name="peppolId"
            value={peppolId}
            placeholder={peppol.peppolIdFromVat ?? '0208:0123456749'}
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            aria-invalid={errors.peppolId ? true : undefined}
            aria-describedby={
              errors.peppolId ? `${id}-peppolId-hint ${id}-peppolId-error` : `${id}-peppolId-hint`
            }
            onChange={(event) => setPeppolId(event.target.value)}
            data-testid="salon-profile-peppol"
          />
          <FieldError id={`${id}-peppolId-error`} error={errors.peppolId} />
        </div>
      </section>

      <div role="alert" className="form-summary-slot">
        {failure?.kind === 'fields' ? (
          <p className="field-error">{tc('formErrors.invalidFields')}</p>
        ) : failure?.kind === 'unavailable' || failure?.kind === 'tooManyAttempts' ? (
          <p className="field-error">{tc('formErrors.unavailable')}</p>
        ) : failure ? (
          <p className="field-error">{tc('formErrors.unknown')}</p>
        ) : null}
      </div>
      <p role="status" className="meta-note" data-testid="salon-profile-status">
        {saved ? t('profile.saved') : null}
      </p>
      <button
        type="submit"
        className="button button-primary"
        disabled={updating.isLoading}
        data-testid="salon-profile-save"
      >
        {updating.isLoading ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}

export default function PartnerProfilePage() {
  const profile = useGetPartnerProfileQuery();
  return (
    <div className="container partner-portal" data-testid="partner-profile">
      <ScreenHeader />
      <PartnerNav />
      {profile.isError && !profile.data ? (
        <LoadFailed onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : !profile.data ? (
        <Loading />
      ) : (
        <ProfileForm
          key={profile.data.store.id}
          store={salonStoreOf(profile.data)}
          peppol={profile.data}
        />
      )}
    </div>
  );
}
