/** Contact (SPEC §2, §3): the contact form with its success state, and the FAQ as a shortcut. */
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  CheckboxField,
  HoneypotField,
  PrivacyConsentField,
  RadioGroup,
  SubmitButton,
  TextField,
} from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ArrowIcon } from '../../../components/icons.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  compactErrors,
  firstProblem,
  maxLengths,
  rules,
  type ValidationKey,
} from '../../../lib/validation.ts';
import {
  CONTACT_SUBJECTS,
  useSendContactMessageMutation,
  type ContactSubject,
} from '../api/contact-api.ts';
import { TextAreaField } from '../components/text-area-field.tsx';
import '../contact.css';

type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  question: string;
  newsletter: boolean;
  privacyAccepted: boolean;
};

const fields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'question',
  'newsletter',
  'privacyAccepted',
] as const;
const questionMax = 5000;
const phonePattern = /^\+?[0-9 ()./-]{6,30}$/;

const validate = (v: ContactValues) =>
  compactErrors({
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
      v.phone.trim() === '' || phonePattern.test(v.phone.trim())
        ? null
        : ('validation.phone' as ValidationKey),
    ),
    subject: firstProblem(rules.required(v.subject)),
    question: firstProblem(rules.required(v.question), rules.maxLength(v.question, questionMax)),
    privacyAccepted: firstProblem(rules.accepted(v.privacyAccepted)),
  });

const initialValues: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  question: '',
  newsletter: false,
  privacyAccepted: false,
};

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const [send] = useSendContactMessageMutation();
  const [trap, setTrap] = useState('');
  const [sent, setSent] = useState<{ email: string; newsletter: boolean } | null>(null);
  const form = useForm<ContactValues>({ initialValues, validate });
  const labels: Record<(typeof fields)[number], string> = {
    firstName: tc('fields.firstName'),
    lastName: tc('fields.lastName'),
    email: tc('fields.email'),
    phone: t('form.phone'),
    subject: t('form.subject'),
    question: t('form.question'),
    newsletter: t('form.newsletter'),
    privacyAccepted: tc('routes.privacy.title'),
  };

  const onSubmit = form.onSubmit(async (v) => {
    const result = await send({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phone: v.phone.trim() || null,
      subject: v.subject as ContactSubject,
      question: v.question.trim(),
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
      <ScreenHeader />
      <div className="contact-layout">
        {sent ? (
          <div className="form-card confirmation" role="status" data-testid="contact-sent">
            <h2>{t('sent.title')}</h2>
            <p>{t('sent.text', { email: sent.email })}</p>
            {sent.newsletter ? <p>{t('sent.newsletter')}</p> : null}
            <div className="form-actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setSent(null)}
              >
                {t('sent.again')}
              </button>
            </div>
          </div>
        ) : (
          <form className="form-card" noValidate onSubmit={onSubmit} data-testid="contact-form">
            <p>{t('form.intro')}</p>
            <FormSummary form={form} labels={labels} />
            <fieldset className="form-section">
              <legend>{t('form.aboutYou')}</legend>
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
                  label={labels.phone}
                  autoComplete="tel"
                  optional
                  maxLength={30}
                />
              </div>
            </fieldset>
            <fieldset className="form-section">
              <legend>{t('form.yourQuestion')}</legend>
              <RadioGroup
                binding={form.field('subject')}
                legend={labels.subject}
                options={CONTACT_SUBJECTS.map((value) => ({
                  value,
                  label: t(`subjects.${value}`),
                }))}
              />
              <TextAreaField
                binding={form.field('question')}
                label={labels.question}
                maxLength={questionMax}
              />
            </fieldset>
            <HoneypotField
              id="contact-fax"
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
        <aside className="panel panel-soft">
          <h2>{t('faq.title')}</h2>
          <p>{t('faq.text')}</p>
          <RouteLink to="faq" className="text-link">
            {t('faq.link')}
            <ArrowIcon />
          </RouteLink>
        </aside>
      </div>
    </div>
  );
}
