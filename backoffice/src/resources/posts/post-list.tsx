import Chip from '@mui/material/Chip';
import {
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Post } from './form-values';
import { PreviewButton, PublishButton, TranslationLinks } from './post-actions';
import { languageChoices, typeChoices } from './post-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" label="posts.fields.type" choices={typeChoices} alwaysOn />,
  <SelectInput
    key="language"
    source="language"
    label="posts.fields.language"
    choices={languageChoices}
    alwaysOn
  />,
  <SelectInput
    key="published"
    source="published"
    label="posts.fields.published"
    choices={[
      { id: 'true', name: 'posts.status.published' },
      { id: 'false', name: 'posts.status.draft' },
    ]}
    alwaysOn
  />,
  <TextInput key="tags" source="tags" label="posts.fields.tag" />,
];

function StatusField() {
  const record = useRecordContext<Post>();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.live ? 'live' : record.published ? 'scheduled' : 'draft';
  return (
    <Chip
      size="small"
      color={status === 'live' ? 'success' : 'default'}
      label={translate(`posts.status.${status}`)}
    />
  );
}

function TypeField() {
  const record = useRecordContext<Post>();
  const translate = useTranslate();
  return record ? <>{translate(`posts.types.${record.type}`)}</> : null;
}

function LanguageField() {
  const record = useRecordContext<Post>();
  const translate = useTranslate();
  return record ? <>{translate(`posts.languages.${record.language}`)}</> : null;
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

export function PostList() {
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'publishAt', order: 'DESC' }}
      perPage={25}
    >
      {/* no bulk actions (like every other list): a post is deleted from its editor, where its
          language group is shown, never several at once from unnamed row checkboxes */}
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" label="posts.fields.title" />
        <DataTable.Col source="type" label="posts.fields.type">
          <TypeField />
        </DataTable.Col>
        <DataTable.Col source="language" label="posts.fields.language">
          <LanguageField />
        </DataTable.Col>
        <DataTable.Col label="posts.translations.title" disableSort>
          <TranslationLinks compact />
        </DataTable.Col>
        <DataTable.Col source="publishAt" label="posts.fields.publishAt">
          <DateField source="publishAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="published" label="posts.fields.status">
          <StatusField />
        </DataTable.Col>
        <DataTable.Col label="posts.fields.actions" disableSort>
          {/* the row opens the editor on click: the buttons (and the preview dialog) keep their clicks */}
          <span onClick={(event) => event.stopPropagation()} role="presentation">
            <PreviewButton />
            <PublishButton />
          </span>
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
