import Chip from '@mui/material/Chip';
import {
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Post } from '../posts/form-values';
import { PublishButton } from '../posts/post-actions';
import { languageChoices } from '../posts/post-choices';
import { trainingStatus } from './training-values';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
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
];

function StatusField() {
  const record = useRecordContext<Post>();
  const translate = useTranslate();
  if (!record) return null;
  const status = trainingStatus(record);
  return (
    <Chip
      size="small"
      color={status === 'live' ? 'success' : 'default'}
      label={translate(`posts.status.${status}`)}
    />
  );
}

/** Trainings for partner salons: the post list pinned to the training type. */
export function TrainingList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'publishAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" label="posts.fields.title" />
        <DataTable.Col source="language" label="posts.fields.language" />
        <DataTable.Col source="sessionAt" label="posts.fields.sessionAt" disableSort>
          <DateField source="sessionAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="sessionLocation" label="posts.fields.sessionLocation" disableSort />
        <DataTable.Col source="publishAt" label="posts.fields.publishAt">
          <DateField source="publishAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="published" label="posts.fields.status">
          <StatusField />
        </DataTable.Col>
        <DataTable.Col label="posts.fields.actions" disableSort>
          <span onClick={(event) => event.stopPropagation()} role="presentation">
            <PublishButton />
          </span>
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
