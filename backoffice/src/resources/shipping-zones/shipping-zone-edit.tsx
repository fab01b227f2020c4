import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminShippingZone } from '../../api/types';
import { centsToEuros, eurosToCents } from '../../lib/money';
import { countriesFormat, formatCountries, parseCountries } from './shipping-zone-form';

function ShippingZoneTitle() {
  const record = useRecordContext<AdminShippingZone>();
  const translate = useTranslate();
  return <>{record ? translate('shippingZones.editTitle', { name: record.name }) : ''}</>;
}

const nullable = (value: unknown) => (value === '' || value === undefined ? null : value);

function ZoneInputs({ creating }: { creating: boolean }) {
  return (
    <>
      <TextInput
        source="code"
        label="shippingZones.fields.code"
        validate={required()}
        disabled={!creating}
        helperText="shippingZones.codeHint"
      />
      <TextInput source="name" label="shippingZones.fields.name" validate={required()} fullWidth />
      <TextInput
        source="countries"
        label="shippingZones.fields.countries"
        format={formatCountries}
        parse={parseCountries}
        validate={[required(), countriesFormat]}
        helperText="shippingZones.countriesHint"
        fullWidth
      />
      <NumberInput
        source="costCents"
        label="shippingZones.fields.costEuro"
        format={centsToEuros}
        parse={eurosToCents}
        min={0}
        step={0.01}
        validate={required()}
      />
      <NumberInput
        source="freeFromCents"
        label="shippingZones.fields.freeFromEuro"
        format={centsToEuros}
        parse={(value) => nullable(eurosToCents(value))}
        min={0}
        step={0.01}
        helperText="shippingZones.freeFromHint"
      />
      <NumberInput
        source="minWorkingDays"
        label="shippingZones.fields.minWorkingDays"
        min={1}
        max={60}
        step={1}
        validate={required()}
      />
      <NumberInput
        source="maxWorkingDays"
        label="shippingZones.fields.maxWorkingDays"
        min={1}
        max={60}
        step={1}
        validate={required()}
      />
    </>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle="shippingZones.deleteTitle"
        confirmContent="shippingZones.deleteContent"
      />
    </Toolbar>
  );
}

export function ShippingZoneEdit() {
  return (
    <Edit title={<ShippingZoneTitle />} mutationMode="pessimistic">
      <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <ZoneInputs creating={false} />
      </SimpleForm>
    </Edit>
  );
}

export function ShippingZoneCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ freeFromCents: null }} warnWhenUnsavedChanges>
        <ZoneInputs creating />
      </SimpleForm>
    </Create>
  );
}
