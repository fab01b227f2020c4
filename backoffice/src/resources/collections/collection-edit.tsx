import {
  Create,
  DeleteButton,
  Edit,
  FormTab,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TabbedForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LOCALES, type Locale } from '../../api/generated/enums';
import type { AdminCollection } from '../../api/types';
import { collectionChoices } from '../products/product-choices';
import { colourFormat, emptyToNull, imageFormat } from './collection-form';
import { LimitedTextInput } from '../../components/limited-text-input';

function CollectionTitle() {
  const record = useRecordContext<AdminCollection>();
  const translate = useTranslate();
  return <>{record ? translate('collections.editTitle', { name: record.name }) : ''}</>;
}

/** One tab per language: nl needs a name; another language left empty falls back to nl. */
function languageTab(locale: Locale) {
  const prefix = `translations.${locale}`;
  return (
    <FormTab key={locale} label={`products.tabs.${locale}`} path={locale}>
      <LimitedTextInput
        source={`${prefix}.name`}
        label="collections.fields.name"
        max={60}
        validate={locale === 'nl' ? required() : undefined}
        fullWidth
      />
      <LimitedTextInput
        source={`${prefix}.tagline`}
        label="collections.fields.tagline"
        max={200}
        fullWidth
      />
      <LimitedTextInput
        source={`${prefix}.audience`}
        label="collections.fields.audience"
        max={300}
        fullWidth
      />
      <LimitedTextInput
        source={`${prefix}.description`}
        label="collections.fields.description"
        max={5000}
        multiline
        minRows={3}
        fullWidth
      />
    </FormTab>
  );
}

function GeneralInputs({ creating }: { creating: boolean }) {
  return (
    <>
      {creating ? (
        <SelectInput
          source="slug"
          label="collections.fields.slug"
          choices={collectionChoices}
          validate={required()}
          helperText="collections.slugHint"
        />
      ) : (
        <TextInput source="slug" label="collections.fields.slug" disabled />
      )}
      <TextInput
        source="colour"
        label="collections.fields.colour"
        validate={[required(), colourFormat]}
        helperText="collections.colourHint"
      />
      <NumberInput
        source="position"
        label="collections.fields.position"
        min={0}
        max={999}
        step={1}
      />
      <LimitedTextInput
        source="ageRange"
        label="collections.fields.ageRange"
        max={20}
        parse={emptyToNull}
      />
      <TextInput
        source="image"
        label="collections.fields.image"
        validate={imageFormat}
        parse={emptyToNull}
        helperText="collections.imageHint"
        fullWidth
      />
    </>
  );
}

/** Delete is refused by the server (409, translated) while products belong to the line. */
function EditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function CollectionEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<CollectionTitle />}>
      <TabbedForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <FormTab label="products.tabs.general">
          <GeneralInputs creating={false} />
        </FormTab>
        {LOCALES.map((locale) => languageTab(locale))}
      </TabbedForm>
    </Edit>
  );
}

export function CollectionCreate() {
  return (
    <Create redirect="list">
      <TabbedForm defaultValues={{ colour: '#2f5d8a', position: 0 }} warnWhenUnsavedChanges>
        <FormTab label="products.tabs.general">
          <GeneralInputs creating />
        </FormTab>
        {LOCALES.map((locale) => languageTab(locale))}
      </TabbedForm>
    </Create>
  );
}
