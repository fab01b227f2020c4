import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';
import { LOCALES } from '../../api/generated/enums';
import { choicesOf } from '../../lib/choices';
import { formatTerms, parseTerms, twoTerms } from './search-synonym-form';

const localeChoices = choicesOf(LOCALES, 'searchSynonyms.locales');

function SynonymInputs() {
  return (
    <>
      <TextInput
        source="terms"
        label="searchSynonyms.fields.terms"
        format={formatTerms}
        parse={parseTerms}
        validate={[required(), twoTerms]}
        helperText="searchSynonyms.termsHint"
        fullWidth
      />
      <SelectInput
        source="locale"
        label="searchSynonyms.fields.locale"
        choices={localeChoices}
        emptyText="searchSynonyms.allLocales"
        parse={(value: string) => (value === '' ? null : value)}
        helperText="searchSynonyms.localeHint"
      />
    </>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle="searchSynonyms.deleteTitle"
        confirmContent="searchSynonyms.deleteContent"
      />
    </Toolbar>
  );
}

export function SearchSynonymEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<EditToolbar />}>
        <SynonymInputs />
      </SimpleForm>
    </Edit>
  );
}

export function SearchSynonymCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ locale: null }}>
        <SynonymInputs />
      </SimpleForm>
    </Create>
  );
}
