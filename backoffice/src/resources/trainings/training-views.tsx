import Chip from '@mui/material/Chip';
import {
  Create,
  CreateButton,
  DataTable,
  DateField,
  DeleteButton,
  Edit,
  List,
  ListButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { fromFormValues, toFormValues, type Post } from '../posts/form-values';
import { PublishButton } from '../posts/post-actions';
import { languageChoices, PostForm } from '../posts/post-form';
import { newTrainingValues, TRAINING_TYPES, trainingStatus } from './training-values';

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

function useSaveFailed() {
  const notify = useNotify();
  return (error: unknown) => {
    const status = (error as HttpError | undefined)?.status;
    const message =
      status === 409
        ? 'posts.validation.slugTaken'
        : status === 400
          ? 'posts.messages.invalid'
          : ((error as Error | undefined)?.message ?? 'vyrelle.errors.unknown');
    notify(message, { type: 'error' });
  };
}

function TrainingEditActions() {
  return (
    <TopToolbar>
      <ListButton />
      <CreateButton />
      {/* publish sits next to Save in the form (disabled while there are unsaved edits) */}
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

function EditForm() {
  const record = useRecordContext<Post>();
  return record ? <PostForm record={toFormValues(record)} types={TRAINING_TYPES} /> : null;
}

export function TrainingEdit() {
  const onError = useSaveFailed();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={fromFormValues}
      actions={<TrainingEditActions />}
      mutationOptions={{ onError }}
      redirect={false}
    >
      <EditForm />
    </Edit>
  );
}

export function TrainingCreate() {
  const onError = useSaveFailed();
  return (
    <Create transform={fromFormValues} redirect="edit" mutationOptions={{ onError }}>
      <PostForm defaultValues={newTrainingValues()} types={TRAINING_TYPES} />
    </Create>
  );
}
