/** Name, birthday, gender, country, region and the opt-ins (SPEC §3), saved with `PATCH /api/user`. */
import { useTranslation } from 'react-i18next';
import { CheckboxField, SubmitButton } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { PersonalFields } from '../../../components/form/personal-fields.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import type { CurrentUser, Gender } from '../../../lib/session-api.ts';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import { useUpdateCurrentUserMutation } from '../api/account-api.ts';
import { SavedMessage, useSavedMessage } from './saved-message.tsx';

type DetailsValues = {
  firstName: string;
  lastName: string;
  birthday: string;
  gender: string;
  country: string;
  region: string;
  newsletter: boolean;
  birthdayDeals: boolean;
};

const fields = [
  'firstName',
  'lastName',
  'birthday',
  'gender',
  'country',
  'region',
  'newsletter',
  'birthdayDeals',
] as const;

const validate = (v: DetailsValues) =>
  compactErrors({
    firstName: firstProblem(
      rules.required(v.firstName),
      rules.maxLength(v.firstName, maxLengths.name),
    ),
    lastName: firstProblem(
      rules.required(v.lastName),
      rules.maxLength(v.lastName, maxLengths.name),
    ),
    birthday: firstProblem(
      rules.date(v.birthday),
      v.birthdayDeals && v.birthday === '' ? 'validation.birthdayRequired' : null,
    ),
    country: firstProblem(rules.required(v.country)),
    region: firstProblem(rules.maxLength(v.region, maxLengths.region)),
  });

export function PersonalDetailsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [update] = useUpdateCurrentUserMutation();
  const saved = useSavedMessage();
  const form = useForm<DetailsValues>({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      birthday: user.birthday ?? '',
      gender: user.gender ?? '',
      country: user.country,
      region: user.region ?? '',
      newsletter: user.newsletter,
      birthdayDeals: user.birthdayDeals,
    },
    validate,
  });
  const labels: Record<(typeof fields)[number], string> = {
    firstName: tc('fields.firstName'),
    lastName: tc('fields.lastName'),
    birthday: tc('fields.birthday'),
    gender: tc('fields.gender'),
    country: tc('fields.country'),
    region: tc('fields.region'),
    newsletter: tc('fields.newsletter'),
    birthdayDeals: tc('fields.birthdayDeals'),
  };

  const onSubmit = form.onSubmit(async (v) => {
    saved.hide();
    const result = await update({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      birthday: v.birthday || null,
      gender: (v.gender || null) as Gender | null,
      country: v.country,
      region: v.region.trim() || null,
      newsletter: v.newsletter,
      birthdayDeals: v.birthdayDeals,
    });
    if (result.error) return formFailureOf(result.error, fields);
    saved.show(t('details.personal.saved'));
    return null;
  });

  return (
    <form
      className="form-card"
      noValidate
      onSubmit={onSubmit}
      onChange={saved.hide}
      aria-labelledby="details-personal-title"
      data-testid="personal-details-form"
    >
      <h3 id="details-personal-title">{t('details.personal.title')}</h3>
      <FormSummary form={form} labels={labels} />
      <PersonalFields
        field={(name) => form.field(name)}
        labels={labels}
        storedCountry={user.country}
      />
      <CheckboxField
        binding={form.field('newsletter')}
        label={labels.newsletter}
        hint={t('details.personal.newsletterHint')}
      />
      <CheckboxField
        binding={form.field('birthdayDeals')}
        label={labels.birthdayDeals}
        hint={tc('fields.birthdayDealsHint')}
      />
      <div className="form-actions">
        <SubmitButton
          pending={form.pending}
          label={t('details.personal.submit')}
          pendingLabel={t('details.personal.submitting')}
        />
        <SavedMessage message={saved.message} />
      </div>
    </form>
  );
}
