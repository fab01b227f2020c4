import {
  Create,
  CreateButton,
  DeleteButton,
  Edit,
  ListButton,
  TopToolbar,
  useNotify,
  useRecordContext,
  type HttpError,
} from 'react-admin';
import { fromFormValues, toFormValues, type Post } from '../posts/form-values';
import { PostForm } from '../posts/post-form';
import { newTrainingValues, TRAINING_TYPES } from './training-values';

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
