import Typography from '@mui/material/Typography';
import {
  BooleanField,
  DateField,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ModerationButtons, ReviewStatusChip, ScoreField } from './review-actions';
import type { AdminReview } from '../../api/types';

function ReviewTitle() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  return <span>{translate('reviews.showTitle', { title: record?.title ?? '' })}</span>;
}

/** Review text is plain text: shown as text, line breaks kept, never as HTML. */
function PlainText({ source }: { source: 'content' }) {
  const record = useRecordContext<AdminReview>();
  if (!record) return null;
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      data-testid="review-content"
    >
      {record[source]}
    </Typography>
  );
}

export function ReviewShow() {
  return (
    <Show
      title={<ReviewTitle />}
      actions={
        <TopToolbar>
          <ModerationButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Labeled label="reviews.fields.status">
          <ReviewStatusChip />
        </Labeled>
        <TextField source="productName" label="reviews.fields.product" emptyText="—" />
        <FunctionField<AdminReview>
          label="reviews.fields.customer"
          render={(r) => `${r.authorName}${r.authorEmail ? ` <${r.authorEmail}>` : ''}`}
        />
        <BooleanField source="verifiedPurchase" label="reviews.fields.verifiedPurchase" />
        <Labeled label="reviews.fields.score">
          <ScoreField />
        </Labeled>
        <TextField source="title" label="reviews.fields.title" />
        <Labeled label="reviews.fields.content">
          <PlainText source="content" />
        </Labeled>
        <TextField source="rejectionReason" label="reviews.fields.rejectionReason" emptyText="—" />
        <TextField source="locale" label="reviews.fields.locale" />
        <DateField source="submittedAt" label="reviews.fields.submittedAt" showTime />
        <DateField source="moderatedAt" label="reviews.fields.moderatedAt" showTime emptyText="—" />
        <TextField source="revision" label="reviews.fields.revision" />
      </SimpleShowLayout>
    </Show>
  );
}
