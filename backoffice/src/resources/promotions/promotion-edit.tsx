import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  DateTimeInput,
  DeleteWithConfirmButton,
  Edit,
  NumberInput,
  ReferenceArrayInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { PROMOTION_KINDS, PROMOTION_TARGETS } from '../../api/generated/enums';
import type { AdminPromotion } from '../../api/types';
import { centsToEuros, eurosToCents } from '../../lib/money';
import { codeFormat, formatValue, parseCode, parseLimit, parseValue } from './promotion-form';
import { LimitedTextInput } from '../../components/limited-text-input';

function PromotionTitle() {
  const record = useRecordContext<AdminPromotion>();
  const translate = useTranslate();
  return <>{record ? translate('promotions.editTitle', { name: record.name }) : ''}</>;
}

const kindChoices = PROMOTION_KINDS.map((id) => ({ id, name: `promotions.kinds.${id}` }));
const targetChoices = PROMOTION_TARGETS.map((id) => ({ id, name: `promotions.targets.${id}` }));

/** The value in percent or euro, per kind (none for free shipping). */
function ValueInput() {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  if (kind === 'free_shipping') return null;
  return (
    <NumberInput
      key={kind}
      source="value"
      label={kind === 'fixed' ? 'promotions.fields.valueEuro' : 'promotions.fields.valuePercent'}
      format={(value) => formatValue(kind, value)}
      parse={(value) => parseValue(kind, value)}
      min={kind === 'fixed' ? 0.01 : 1}
      max={kind === 'fixed' ? undefined : 100}
      step={kind === 'fixed' ? 0.01 : 1}
      validate={required()}
    />
  );
}

/** The products or lines a product/line promotion reduces. */
function TargetIdsInput() {
  const target = useWatch({ name: 'target' }) as string | undefined;
  if (target !== 'products' && target !== 'collections') return null;
  return (
    <ReferenceArrayInput key={target} source="targetIds" reference={target} perPage={500}>
      <AutocompleteArrayInput
        label={`promotions.fields.${target === 'products' ? 'products' : 'collections'}`}
        optionText="name"
        validate={required()}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

function PromotionInputs() {
  return (
    <>
      <LimitedTextInput
        source="name"
        label="promotions.fields.name"
        max={150}
        validate={required()}
        fullWidth
      />
      <TextInput
        source="code"
        label="promotions.fields.code"
        parse={parseCode}
        format={(value: unknown) => (typeof value === 'string' ? value : '')}
        validate={codeFormat}
        helperText="promotions.codeHint"
      />
      <SelectInput
        source="kind"
        label="promotions.fields.kind"
        choices={kindChoices}
        validate={required()}
      />
      <ValueInput />
      <SelectInput
        source="target"
        label="promotions.fields.target"
        choices={targetChoices}
        validate={required()}
        helperText="promotions.targetHint"
      />
      <TargetIdsInput />
      <DateTimeInput
        source="startsAt"
        label="promotions.fields.startsAt"
        helperText="promotions.startsHint"
      />
      <DateTimeInput
        source="endsAt"
        label="promotions.fields.endsAt"
        helperText="promotions.endsHint"
      />
      <NumberInput
        source="minOrderCents"
        label="promotions.fields.minOrderEuro"
        format={centsToEuros}
        parse={(value) => eurosToCents(value) ?? 0}
        min={0}
        step={0.01}
        helperText="promotions.minOrderHint"
      />
      <NumberInput
        source="usageLimit"
        label="promotions.fields.usageLimit"
        parse={parseLimit}
        min={1}
        step={1}
        helperText="promotions.limitHint"
      />
      <NumberInput
        source="perCustomerLimit"
        label="promotions.fields.perCustomerLimit"
        parse={parseLimit}
        min={1}
        step={1}
        helperText="promotions.limitHint"
      />
      <BooleanInput
        source="combinable"
        label="promotions.fields.combinable"
        helperText="promotions.combinableHint"
      />
      <BooleanInput source="active" label="promotions.fields.active" />
    </>
  );
}

/** What the admin API takes: the record's read-only counters stay out of the request. */
function toBody(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, usedCount: _used, ...body } = data;
  if (body.kind === 'free_shipping') body.value = 0;
  if (body.target === 'order') body.targetIds = [];
  return body;
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle="promotions.deleteTitle"
        confirmContent="promotions.deleteContent"
      />
    </Toolbar>
  );
}

export function PromotionEdit() {
  return (
    <Edit title={<PromotionTitle />} mutationMode="pessimistic" transform={toBody}>
      <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <PromotionInputs />
      </SimpleForm>
    </Edit>
  );
}

export function PromotionCreate() {
  return (
    <Create redirect="list" transform={toBody}>
      <SimpleForm
        defaultValues={{
          code: null,
          kind: 'percent',
          target: 'order',
          targetIds: [],
          startsAt: null,
          endsAt: null,
          minOrderCents: 0,
          usageLimit: null,
          perCustomerLimit: null,
          combinable: true,
          active: true,
        }}
        warnWhenUnsavedChanges
      >
        <PromotionInputs />
      </SimpleForm>
    </Create>
  );
}
