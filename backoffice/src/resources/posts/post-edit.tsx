import { Create, Edit, useNotify, useRecordContext, type HttpError } from 'react-admin';
import { fromFormValues, newPostValues, toFormValues, type Post } from './form-values';
import { PostEditActions } from './post-actions';
import { PostForm } from './post-form';

/** The notice of a refused save; the field errors themselves appear on the fields. */
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

function EditForm() {
  const record = useRecordContext<Post>();
  return record ? <PostForm record={toFormValues(record)} /> : null;
}

export function PostEdit() {
  const onError = useSaveFailed();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={fromFormValues}
      actions={<PostEditActions />}
      mutationOptions={{ onError }}
      redirect={false}
    >
      <EditForm />
    </Edit>
  );
}

export function PostCreate() {
  const onError = useSaveFailed();
  return (
    <Create transform={fromFormValues} redirect="edit" mutationOptions={{ onError }}>
      <PostForm defaultValues={newPostValues()} />
    </Create>
  );
}
