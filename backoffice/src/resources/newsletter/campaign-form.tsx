import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import type { AdminCampaign } from '../../api/types';
import { LOCALE_CHOICES } from './newsletter-choices';

const requiredMark = { '& span[aria-hidden="true"]': { color: 'error.main' } };
const maxProducts = (value: unknown) =>
  Array.isArray(value) && value.length > 6 ? 'newsletter.validation.max_products' : undefined;

/** Compose a campaign in one language: subject, rich text (sanitised by the API), featured products and/or an article. */
export function CampaignForm() {
  const record = useRecordContext<AdminCampaign>();
  const locked = record?.status === 'sending' || record?.status === 'sent';
  return (
    <SimpleForm disabled={locked} toolbar={locked ? false : undefined} sx={requiredMark}>
      <SelectInput
        source="locale"
        label="newsletter.fields.locale"
        choices={LOCALE_CHOICES}
        validate={required()}
        defaultValue="nl"
        disabled={locked}
      />
      <TextInput
        source="subject"
        label="newsletter.fields.subject"
        validate={required()}
        fullWidth
        disabled={locked}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <RichTextInput
        source="bodyHtml"
        label="newsletter.fields.bodyHtml"
        validate={required()}
        fullWidth
        disabled={locked}
      />
      <ReferenceArrayInput
        source="productIds"
        reference="products"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          label="newsletter.fields.productIds"
          optionText="name"
          helperText="newsletter.help.productIds"
          validate={maxProducts}
          fullWidth
          disabled={locked}
        />
      </ReferenceArrayInput>
      <ReferenceInput
        source="articleId"
        reference="posts"
        filter={{ type: 'blog' }}
        perPage={100}
        sort={{ field: 'updatedAt', order: 'DESC' }}
      >
        <AutocompleteInput
          label="newsletter.fields.articleId"
          optionText="title"
          helperText="newsletter.help.articleId"
          fullWidth
          disabled={locked}
        />
      </ReferenceInput>
    </SimpleForm>
  );
}
