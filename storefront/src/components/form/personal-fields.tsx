/**
 * The fields about a person that registration and the account's personal details share: first and
 * last name, gender (optional), birthday (optional, for the birthday deal), country and region.
 */
import { useTranslation } from 'react-i18next';
import { maxLengths } from '../../lib/validation.ts';
import { RadioGroup, SelectField, TextField } from './fields.tsx';
import { useCountryGroups } from './use-country-groups.ts';
import type { FieldBinding } from './use-form.ts';

export type PersonalField = 'firstName' | 'lastName' | 'gender' | 'birthday' | 'country' | 'region';

export function PersonalFields({
  field,
  labels,
  storedCountry,
}: {
  /** The form's binding of each field (`(name) => form.field(name)`). */
  field: (name: PersonalField) => FieldBinding<string>;
  labels: Readonly<Record<PersonalField, string>>;
  /** The country already saved: stays selectable even when no longer in the list. */
  storedCountry?: string;
}) {
  const { t } = useTranslation();
  const countryGroups = useCountryGroups(storedCountry);
  return (
    <>
      <div className="field-row">
        <TextField
          binding={field('firstName')}
          label={labels.firstName}
          autoComplete="given-name"
          maxLength={maxLengths.name}
        />
        <TextField
          binding={field('lastName')}
          label={labels.lastName}
          autoComplete="family-name"
          maxLength={maxLengths.name}
        />
      </div>
      <RadioGroup
        binding={field('gender')}
        legend={labels.gender}
        optional
        options={[
          { value: 'female', label: t('fields.female') },
          { value: 'male', label: t('fields.male') },
          { value: '', label: t('fields.genderNone') },
        ]}
      />
      <TextField
        binding={field('birthday')}
        label={labels.birthday}
        type="date"
        autoComplete="bday"
        optional
      />
      <div className="field-row">
        <SelectField
          binding={field('country')}
          label={labels.country}
          groups={countryGroups}
          autoComplete="country"
        />
        <TextField
          binding={field('region')}
          label={labels.region}
          autoComplete="address-level1"
          optional
          maxLength={maxLengths.region}
        />
      </div>
    </>
  );
}
