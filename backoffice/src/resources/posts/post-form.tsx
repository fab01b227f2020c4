/** The editor of a blog post, routine or fixed page: every field of SPEC §3. */
import { useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  DateTimeInput,
  EditContext,
  FormDataConsumer,
  RadioButtonGroupInput,
  SaveContextProvider,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SaveButton,
  TextArrayInput,
  Toolbar,
  TextInput,
  required,
  useNotify,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type SaveHandler,
  type Validator,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { LimitedTextInput } from '../../components/limited-text-input';
import { languageChoices, typeChoices } from './post-choices';
import { toFormErrors, type Post, type PostFormValues } from './form-values';
import { ImageUrlInput } from './image-url-input';
import { PreviewButton, PublishButton, SaveFirstHint, TranslationLinks } from './post-actions';
import { useProductChoices } from './product-choices';
import { PostRichTextInput } from './rich-text';
import { featuredProducts, link, removeAfterPublish, sectionText, slug } from './validators';

/** `training`: partner-only (partner portal), never shown on the public site. */

/** Applies a validator only while the full-width section is switched on (keeps the red star). */
function whenFullWidth(validators: Validator[]): Validator {
  const wrapped = ((value: unknown, values: Record<string, unknown>, props: unknown) => {
    if (!values.hasFullWidthSection) return undefined;
    for (const validator of validators) {
      const error = (validator as (v: unknown, all: unknown, p: unknown) => unknown)(
        value,
        values,
        props,
      );
      if (error) return error;
    }
    return undefined;
  }) as Validator & { isRequired?: boolean };
  wrapped.isRequired = true;
  return wrapped;
}

/** The leaves of react-hook-form's error tree: [field path, message or { message, args }]. */
function errorLeaves(node: unknown, path: string[] = []): [string[], unknown][] {
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  if ('message' in record && ('type' in record || 'ref' in record))
    return [[path, record['message']]];
  return Object.entries(record).flatMap(([key, child]) =>
    key === 'root' ? [] : errorLeaves(child, [...path, key]),
  );
}

/**
 * A field error as react-admin keeps it: a key, `{ message, args }`, or that object serialised
 * behind react-admin's `@@react-admin@@` prefix (its validators' form).
 */
function errorText(message: unknown, translate: (key: string, args?: object) => string): string {
  let value = message;
  if (typeof value === 'string' && value.startsWith('@@react-admin@@')) {
    try {
      value = JSON.parse(value.slice('@@react-admin@@'.length)) as unknown;
    } catch {
      value = 'validation.required';
    }
  }
  if (value && typeof value === 'object' && 'message' in value) {
    const { message: key, args } = value as { message: unknown; args?: object };
    return translate(String(key), args ?? {});
  }
  return translate(typeof value === 'string' && value ? value : 'validation.required');
}

/**
 * When a save is tried with fields missing or wrong: names the first such field and why (the
 * same text as under the field: required, too long with the limit, not a link…), and how many
 * more fields have one. Nothing typed is cleared.
 */
function InvalidFormNotice() {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const translate = useTranslate();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount > seen.current) {
      seen.current = submitCount;
      const leaves = errorLeaves(errors);
      if (leaves.length === 0) return;
      const [path, message] = leaves[0]!;
      const name = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? '';
      const field = translate(`posts.fields.${name}`, { _: name });
      const reason = errorText(message, translate);
      notify(leaves.length > 1 ? 'posts.messages.moreErrors' : 'posts.messages.required', {
        type: 'error',
        messageArgs: { field, reason, count: leaves.length - 1 },
      });
    }
  }, [submitCount, errors, notify, translate]);
  return null;
}

/** The save of Create/Edit with the API's field errors renamed to the form's fields and texts. */
function PostSaveContext({ children }: { children: ReactNode }) {
  const context = useSaveContext();
  const value = useMemo(() => {
    const save: SaveHandler<Record<string, unknown>> | undefined = context.save
      ? async (data, callbacks) => {
          const errors = (await context.save!(data, callbacks)) as
            Record<string, string> | undefined | void;
          return errors && typeof errors === 'object' ? toFormErrors(errors) : errors;
        }
      : undefined;
    return { ...context, save };
  }, [context]);
  return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
}

/**
 * Save, then the actions on the saved post: preview and publish wait while there are unsaved edits
 * (they act on what is stored, and must never throw typed text away).
 */
function PostFormToolbar() {
  const { isDirty } = useFormState();
  const record = useRecordContext<{ id?: string; type?: string }>();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      {record?.id ? (
        <>
          {/* trainings are partner-only: no public page to preview */}
          {record.type === 'training' ? null : <PreviewButton dirty={isDirty} />}
          <PublishButton dirty={isDirty} />
          <SaveFirstHint dirty={isDirty} />
        </>
      ) : null}
    </Toolbar>
  );
}

/** The piece's languages (edit only): open a version, or start a missing one with every field copied. */
function TranslationsSection() {
  // the Edit's record (the API's shape), not the form's values: a translation copies from it
  const record = useContext(EditContext)?.record as Post | undefined;
  const translate = useTranslate();
  if (!record?.id || record.type === 'training') return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('posts.translations.title')}
      </Typography>
      <TranslationLinks post={record} />
    </>
  );
}

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}

/** The products on sale, named in the post's language (not the back-office's). */
function FeaturedProductsInput() {
  const language = useWatch({ name: 'language' }) as string | undefined;
  const { choices, loading } = useProductChoices(language);
  return (
    <AutocompleteArrayInput
      source="featuredProducts"
      label="posts.fields.featuredProducts"
      helperText="posts.help.featuredProducts"
      choices={choices}
      isLoading={loading}
      optionText="name"
      validate={featuredProducts}
      fullWidth
    />
  );
}

const requiredMark = { '& span[aria-hidden="true"]': { color: 'error.main' } };

/** `types` narrows the type choice (the trainings screen offers only `training`). */
export function PostForm({
  defaultValues,
  record,
  types,
}: {
  defaultValues?: PostFormValues;
  record?: PostFormValues;
  types?: readonly string[];
}) {
  const choices = types ? typeChoices.filter((choice) => types.includes(choice.id)) : typeChoices;
  return (
    <PostSaveContext>
      <SimpleForm
        defaultValues={defaultValues}
        record={record}
        disableInvalidFormNotification
        warnWhenUnsavedChanges
        toolbar={<PostFormToolbar />}
        sx={{ ...requiredMark, maxWidth: 1100 }}
      >
        <InvalidFormNotice />
        <TranslationsSection />
        <Section title="posts.sections.general" />
        <SelectInput
          source="type"
          label="posts.fields.type"
          choices={choices}
          validate={required()}
        />
        <SelectInput
          source="language"
          label="posts.fields.language"
          choices={languageChoices}
          validate={required()}
        />
        <LimitedTextInput
          max={200}
          source="name"
          label="posts.fields.name"
          helperText="posts.help.name"
          validate={required()}
          fullWidth
        />
        <LimitedTextInput
          max={200}
          source="slug"
          label="posts.fields.slug"
          helperText="posts.help.slug"
          validate={slug}
          fullWidth
        />
        <LimitedTextInput
          max={120}
          source="translationKey"
          label="posts.fields.translationKey"
          helperText="posts.help.translationKey"
          fullWidth
        />
        <LimitedTextInput
          max={200}
          source="title"
          label="posts.fields.title"
          validate={required()}
          fullWidth
        />
        <LimitedTextInput max={300} source="subtitle" label="posts.fields.subtitle" fullWidth />
        <LimitedTextInput
          max={1000}
          source="description"
          label="posts.fields.description"
          multiline
          minRows={2}
          fullWidth
        />
        <DateTimeInput source="publishAt" label="posts.fields.publishAt" validate={required()} />
        <DateTimeInput
          source="removeAt"
          label="posts.fields.removeAt"
          validate={removeAfterPublish}
        />
        <TextArrayInput
          source="tags"
          label="posts.fields.tags"
          helperText="posts.help.tags"
          fullWidth
        />

        <Section title="posts.sections.images" />
        <ImageUrlInput
          source="thumbnailLandscape"
          squareSource="thumbnailSquare"
          label="posts.fields.thumbnailLandscape"
          helperText="posts.help.thumbnail"
        />
        <ImageUrlInput
          source="thumbnailSquare"
          label="posts.fields.thumbnailSquare"
          variant="square"
        />
        <ImageUrlInput source="heroImage" label="posts.fields.heroImage" />
        <ArrayInput source="images" label="posts.fields.images">
          <SimpleFormIterator inline>
            <ImageUrlInput source="url" label="posts.fields.imageUrl" validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>

        <Section title="posts.sections.text" />
        <PostRichTextInput source="content" label="posts.fields.content" validate={required()} />
        <PostRichTextInput source="content2" label="posts.fields.content2" />

        <Section title="posts.sections.twoColumn" />
        <ArrayInput source="twoColumnBlocks" label="posts.fields.twoColumnBlocks">
          <SimpleFormIterator fullWidth>
            <LimitedTextInput
              max={120}
              source="title"
              label="posts.fields.blockTitle"
              validate={required()}
              fullWidth
            />
            <PostRichTextInput source="text" label="posts.fields.blockText" validate={required()} />
            <ImageUrlInput source="image" label="posts.fields.blockImage" validate={required()} />
            <RadioButtonGroupInput
              source="imagePosition"
              label="posts.fields.imagePosition"
              defaultValue="left"
              choices={[
                { id: 'left', name: 'posts.imagePosition.left' },
                { id: 'right', name: 'posts.imagePosition.right' },
              ]}
              validate={required()}
            />
            <TextInput source="linkLabel" label="posts.fields.linkLabel" />
            <TextInput
              source="linkUrl"
              label="posts.fields.linkUrl"
              helperText="posts.help.link"
              validate={link}
              fullWidth
            />
          </SimpleFormIterator>
        </ArrayInput>

        <Section title="posts.sections.products" />
        <FeaturedProductsInput />

        <Section title="posts.sections.fullWidth" />
        <BooleanInput source="hasFullWidthSection" label="posts.fields.hasFullWidthSection" />
        <FormDataConsumer<{ hasFullWidthSection?: boolean }>>
          {({ formData }) =>
            formData.hasFullWidthSection ? (
              <>
                <ImageUrlInput
                  source="fullWidthSection.image"
                  label="posts.fields.backgroundImage"
                  validate={whenFullWidth([required()])}
                />
                <TextInput
                  source="fullWidthSection.title"
                  label="posts.fields.sectionTitle"
                  fullWidth
                />
                <TextInput
                  source="fullWidthSection.text"
                  label="posts.fields.sectionText"
                  helperText="posts.help.sectionText"
                  multiline
                  minRows={2}
                  validate={whenFullWidth(sectionText)}
                  fullWidth
                />
                <TextInput source="fullWidthSection.linkLabel" label="posts.fields.linkLabel" />
                <TextInput
                  source="fullWidthSection.linkUrl"
                  label="posts.fields.linkUrl"
                  helperText="posts.help.link"
                  validate={link}
                  fullWidth
                />
              </>
            ) : null
          }
        </FormDataConsumer>

        <FormDataConsumer<{ type?: string }>>
          {({ formData }) =>
            formData.type === 'training' ? (
              <>
                <Section title="posts.sections.training" />
                <ArrayInput source="attachments" label="posts.fields.attachments">
                  <SimpleFormIterator inline>
                    <TextInput
                      source="label"
                      label="posts.fields.attachmentLabel"
                      validate={required()}
                    />
                    <TextInput
                      source="url"
                      label="posts.fields.attachmentUrl"
                      helperText="posts.help.link"
                      validate={[required(), link]}
                      fullWidth
                    />
                  </SimpleFormIterator>
                </ArrayInput>
                <DateTimeInput source="sessionAt" label="posts.fields.sessionAt" />
                <LimitedTextInput
                  max={200}
                  source="sessionLocation"
                  label="posts.fields.sessionLocation"
                  fullWidth
                />
              </>
            ) : null
          }
        </FormDataConsumer>

        <Section title="posts.sections.basic" />
        <ArrayInput
          source="basicSections"
          label="posts.fields.basicSections"
          helperText="posts.help.basicSections"
          validate={(value: unknown) =>
            Array.isArray(value) && value.length > 3 ? 'posts.validation.tooMany' : undefined
          }
        >
          <SimpleFormIterator fullWidth>
            <LimitedTextInput
              max={120}
              source="title"
              label="posts.fields.sectionTitle"
              fullWidth
            />
            <TextInput
              source="text"
              label="posts.fields.sectionText"
              helperText="posts.help.sectionText"
              multiline
              validate={sectionText}
              fullWidth
            />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </PostSaveContext>
  );
}
