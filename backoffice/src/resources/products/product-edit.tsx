import {
  BooleanInput,
  CheckboxGroupInput,
  Create,
  Edit,
  FormTab,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TabbedForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ArchiveActions, SaveOnlyToolbar } from '../../components/archive-buttons';
import { centsToEuros, eurosToCents } from '../../lib/money';
import {
  setKindChoices,
  skinTypeChoices,
  spfChoices,
  timingChoices,
  typeChoices,
} from './product-choices';
import {
  partnerPriceToCents,
  partnerPriceToEuros,
  validateMinQuantity,
  validatePartnerPrice,
} from '../partner-prices/partner-price';
import { LOCALES, type Locale } from '../../api/generated/enums';
import { ProductImagesInput } from './product-images-input';
import type { AdminProduct } from '../../api/types';
import { LimitedTextInput, maxChars } from '../../components/limited-text-input';

const slugFormat = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
    ? 'validation.slug'
    : undefined;

/** An optional select left empty saves null (the API's "none"). */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function PriceInput() {
  return (
    <NumberInput
      source="priceCents"
      label="products.fields.priceEuro"
      format={centsToEuros}
      parse={eurosToCents}
      min={0}
      step={0.01}
      validate={required()}
    />
  );
}

/** The line: one of those created under Lines (a product cannot name a line that does not exist). */
function CollectionInput() {
  return (
    <ReferenceInput
      source="collection"
      reference="collections"
      sort={{ field: 'position', order: 'ASC' }}
    >
      <SelectInput
        label="products.fields.collection"
        optionText="name"
        validate={required()}
        helperText="products.collectionHint"
      />
    </ReferenceInput>
  );
}

function ProductTitle() {
  const record = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  return <>{record ? translate('products.editTitle', { name: record.name }) : ''}</>;
}

/** One tab per language: nl is required, the others fall back to nl where left empty. */
function languageTab(locale: Locale) {
  const prefix = `translations.${locale}`;
  return (
    <FormTab key={locale} label={`products.tabs.${locale}`} path={locale}>
      <LimitedTextInput
        source={`${prefix}.name`}
        label="products.fields.name"
        max={150}
        validate={locale === 'nl' ? required() : undefined}
        fullWidth
      />
      <LimitedTextInput
        source={`${prefix}.subtitle`}
        label="products.fields.subtitle"
        max={200}
        fullWidth
      />
      <TextInput
        source={`${prefix}.description`}
        label="products.fields.description"
        validate={maxChars(20000)}
        multiline
        minRows={3}
        fullWidth
      />
      <TextInput
        source={`${prefix}.usage`}
        label="products.fields.usage"
        validate={maxChars(20000)}
        multiline
        minRows={2}
        fullWidth
      />
      <TextInput
        source={`${prefix}.ingredients`}
        label="products.fields.ingredients"
        validate={maxChars(20000)}
        multiline
        minRows={2}
        fullWidth
      />
      <LimitedTextInput
        source={`${prefix}.consistency`}
        label="products.fields.consistency"
        max={200}
        fullWidth
      />
    </FormTab>
  );
}

function FallbackHint() {
  const translate = useTranslate();
  return <p style={{ margin: '0 0 8px', opacity: 0.75 }}>{translate('products.fallbackHint')}</p>;
}

export function ProductEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<ProductTitle />}
      actions={<ArchiveActions name={(record) => String(record.name ?? record.slug ?? '')} />}
    >
      <TabbedForm warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />}>
        <FormTab label="products.tabs.general">
          <LimitedTextInput
            source="slug"
            label="products.fields.slug"
            max={120}
            validate={[required(), slugFormat]}
          />
          <BooleanInput
            source="visible"
            label="products.fields.visible"
            helperText="products.visibleHint"
          />
          <CollectionInput />
          <SelectInput
            source="type"
            label="products.fields.type"
            choices={typeChoices}
            validate={required()}
          />
          <SelectInput
            source="setKind"
            label="products.fields.setKind"
            choices={setKindChoices}
            emptyText="products.none"
            parse={emptyToNull}
          />
          <CheckboxGroupInput
            source="skinTypes"
            label="products.fields.skinTypes"
            choices={skinTypeChoices}
            validate={required()}
          />
          <CheckboxGroupInput
            source="timing"
            label="products.fields.timing"
            choices={timingChoices}
            validate={required()}
          />
          <SelectInput
            source="spf"
            label="products.fields.spf"
            choices={spfChoices}
            emptyText="products.none"
            parse={emptyToNull}
          />
          <PriceInput />
          <NumberInput
            source="vatRate"
            label="products.fields.vatRate"
            min={0}
            max={100}
            validate={required()}
          />
          <LimitedTextInput source="size" label="products.fields.size" max={40} />
          <NumberInput source="bestsellerRank" label="products.fields.bestsellerRank" min={1} />
          <LimitedTextInput
            source="inci"
            label="products.fields.inci"
            max={5000}
            multiline
            fullWidth
          />
        </FormTab>
        <FormTab label="products.tabs.images" path="images">
          <ProductImagesInput />
        </FormTab>
        <FormTab label="products.tabs.stock" path="stock">
          <NumberInput
            source="stock"
            label="products.fields.stock"
            min={0}
            step={1}
            validate={required()}
          />
        </FormTab>
        <FormTab label="products.tabs.partner" path="partner">
          <NumberInput
            source="partnerPriceCents"
            label="products.fields.partnerPriceEuro"
            helperText="partnerPrices.help.partnerPrice"
            format={partnerPriceToEuros}
            parse={partnerPriceToCents}
            validate={validatePartnerPrice}
            min={0.01}
            step={0.01}
          />
          <NumberInput
            source="partnerMinQuantity"
            label="products.fields.partnerMinQuantity"
            helperText="partnerPrices.help.minQuantity"
            min={1}
            max={999}
            step={1}
            validate={validateMinQuantity}
          />
          <BooleanInput
            source="partnerOnly"
            label="products.fields.partnerOnly"
            helperText="partnerPrices.help.partnerOnly"
          />
        </FormTab>
        {LOCALES.map((locale) => languageTab(locale))}
      </TabbedForm>
    </Edit>
  );
}

export function ProductCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm
        warnWhenUnsavedChanges
        defaultValues={{ vatRate: 21, stock: 0, visible: false, skinTypes: [], timing: ['day'] }}
      >
        <FallbackHint />
        <LimitedTextInput
          source="translations.nl.name"
          label="products.fields.nameNl"
          max={150}
          validate={required()}
          fullWidth
        />
        <LimitedTextInput
          source="slug"
          label="products.fields.slug"
          max={120}
          validate={[required(), slugFormat]}
        />
        <CollectionInput />
        <SelectInput
          source="type"
          label="products.fields.type"
          choices={typeChoices}
          validate={required()}
        />
        <CheckboxGroupInput
          source="skinTypes"
          label="products.fields.skinTypes"
          choices={skinTypeChoices}
          validate={required()}
        />
        <CheckboxGroupInput
          source="timing"
          label="products.fields.timing"
          choices={timingChoices}
          validate={required()}
        />
        <PriceInput />
        <NumberInput
          source="vatRate"
          label="products.fields.vatRate"
          min={0}
          max={100}
          validate={required()}
        />
        <NumberInput source="stock" label="products.fields.stock" min={0} step={1} />
        <BooleanInput source="visible" label="products.fields.visible" />
        <ProductImagesInput />
      </SimpleForm>
    </Create>
  );
}
