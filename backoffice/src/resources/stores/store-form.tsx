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
import { LimitedTextInput } from '../../components/limited-text-input';

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
      <LimitedTextInput
        source="name"
        label="stores.fields.name"
        max={150}
        validate={req}
        fullWidth
      />
      <LimitedTextInput
        source="address"
        label="stores.fields.address"
        max={200}
        validate={req}
        fullWidth
      />
      <LimitedTextInput
        source="postalCode"
        label="stores.fields.postalCode"
        max={20}
        validate={req}
      />
      <LimitedTextInput source="city" label="stores.fields.city" max={100} validate={req} />
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
      <LimitedTextInput source="phone" label="stores.fields.phone" max={40} />
      <LimitedTextInput
        source="website"
        label="stores.fields.website"
        max={300}
        validate={https}
        fullWidth
      />
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
