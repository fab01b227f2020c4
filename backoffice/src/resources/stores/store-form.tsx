import type { ReactElement } from 'react';
import {
  BooleanInput,
  NumberInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  regex,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminStore } from '../../api/types';

const req = required('validation.required');
const country = regex(/^[A-Z]{2}$/, 'stores.validation.country');
const https = regex(/^https:\/\/[^\s/]+/, 'stores.validation.website');
/** `scheme:id`; the server checks the scheme and the identifier (0208: mod 97). */
const peppolFormat = regex(/^\s*\d{4}\s*:\s*\S.*$/, 'validation.peppolId');

/** The salon's Peppol participant id; empty: the one derived from its VAT number (shown as help). */
function PeppolIdInput() {
  const record = useRecordContext<AdminStore>();
  const translate = useTranslate();
  return (
    <TextInput
      source="peppolId"
      label="stores.fields.peppolId"
      validate={[peppolFormat, maxLength(60, 'validation.tooLong')]}
      parse={(value: string) => value.trim() || null}
      helperText={
        record?.peppolIdFromVat
          ? translate('stores.help.peppolIdDerived', { id: record.peppolIdFromVat })
          : 'stores.help.peppolId'
      }
      fullWidth
    />
  );
}

/** The store's fields, as the API validates them; coordinates are optional (placed from the postal code when empty). */
export function StoreForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={toolbar}>
      <TextInput
        source="name"
        label="stores.fields.name"
        validate={[req, maxLength(150, 'validation.tooLong')]}
        fullWidth
      />
      <TextInput
        source="address"
        label="stores.fields.address"
        validate={[req, maxLength(200, 'validation.tooLong')]}
        fullWidth
      />
      <TextInput
        source="postalCode"
        label="stores.fields.postalCode"
        validate={[req, maxLength(20, 'validation.tooLong')]}
      />
      <TextInput
        source="city"
        label="stores.fields.city"
        validate={[req, maxLength(100, 'validation.tooLong')]}
      />
      <TextInput
        source="country"
        label="stores.fields.country"
        validate={[req, country]}
        defaultValue="BE"
        helperText="stores.help.country"
      />
      <NumberInput
        source="latitude"
        label="stores.fields.latitude"
        helperText="stores.help.coordinates"
      />
      <NumberInput source="longitude" label="stores.fields.longitude" />
      <TextInput
        source="phone"
        label="stores.fields.phone"
        validate={maxLength(40, 'validation.tooLong')}
      />
      <TextInput source="website" label="stores.fields.website" validate={https} fullWidth />
      <TextInput source="email" label="stores.fields.email" validate={email('validation.email')} />
      <BooleanInput
        source="officialPartner"
        label="stores.fields.officialPartner"
        defaultValue={false}
        helperText="stores.help.officialPartner"
      />
      <BooleanInput source="active" label="stores.fields.active" defaultValue={true} />
      <PeppolIdInput />
    </SimpleForm>
  );
}
