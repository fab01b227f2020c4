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
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  ClearButtons,
  FormatButtons,
  LevelSelect,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { TranslatedLinkButton } from '../../components/rich-text-link-button';
import type { AdminCampaign } from '../../api/types';
import { LOCALE_CHOICES } from './newsletter-choices';

const requiredMark = { '& span[aria-hidden="true"]': { color: 'error.main' } };
const maxProducts = (value: unknown) =>
  Array.isArray(value) && value.length > 6 ? 'newsletter.validation.max_products' : undefined;

/**
 * The linked article: only magazine articles that visitors can read now in the campaign's language
 * (the API refuses any other with NEWSLETTER_ARTICLE_NOT_AVAILABLE).
 */
function ArticleInput({ locked }: { locked: boolean }) {
  const locale = useWatch({ name: 'locale' }) as string | undefined;
  const translate = useTranslate();
  return (
    <ReferenceInput
      source="articleId"
      reference="posts"
      filter={{ type: 'blog', language: locale ?? 'nl', live: true }}
      perPage={100}
      sort={{ field: 'updatedAt', order: 'DESC' }}
    >
      <AutocompleteInput
        label="newsletter.fields.articleId"
        optionText="title"
        helperText={`${translate('newsletter.help.articleId')} ${translate('newsletter.articleHint')}`}
        fullWidth
        disabled={locked}
      />
    </ReferenceInput>
  );
}

/** Compose a campaign in one language: subject, rich text (sanitised by the API), featured products and/or an article. */
export function CampaignForm() {
  const record = useRecordContext<AdminCampaign>();
  const locked = record?.status === 'sending' || record?.status === 'sent';
  return (
    <SimpleForm
      disabled={locked}
      toolbar={locked ? false : undefined}
      warnWhenUnsavedChanges
      sx={requiredMark}
    >
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
        toolbar={
          <RichTextInputToolbar size="small">
            <LevelSelect size="small" />
            <FormatButtons size="small" />
            <ListButtons size="small" />
            <TranslatedLinkButton />
            <QuoteButtons size="small" />
            <ClearButtons size="small" />
          </RichTextInputToolbar>
        }
      />
      <ReferenceArrayInput
        source="productIds"
        reference="products"
        filter={{ visible: true, archived: false }}
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
      <ArticleInput locked={locked} />
    </SimpleForm>
  );
}
