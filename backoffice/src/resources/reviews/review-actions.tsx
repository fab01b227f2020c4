import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  Confirm,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
  useUpdate,
  useUpdateMany,
  type HttpError,
} from 'react-admin';
import type { AdminReview } from '../../api/types';
import { statusColour } from './review-status';

/** The problem code's own text when there is one (reviews.errors.*), else the server's message. */
function useErrorMessage() {
  const translate = useTranslate();
  return (error: unknown) => {
    const code = (error as HttpError | undefined)?.body?.code as string | undefined;
    const text = code ? translate(`reviews.errors.${code}`, { _: '' }) : '';
    return text || ((error as Error | undefined)?.message ?? 'vyrelle.errors.unknown');
  };
}

export function ReviewStatusChip() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColour(record.status)}
      label={translate(`reviews.status.${record.status}`)}
      data-testid="review-status"
      data-status={record.status}
    />
  );
}

/** Stars as text for the list, with the number for screen readers. */
export function ScoreField() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span
      aria-label={translate('reviews.scoreOf', { score: record.score })}
      title={translate('reviews.scoreOf', { score: record.score })}
      style={{ color: '#b08d57', whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(record.score)}
      <span style={{ color: '#d8d2c4' }}>{'★'.repeat(5 - record.score)}</span>
    </span>
  );
}

/** The reason field of a reject dialog (required; shown to the author). */
function ReasonInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('reviews.fields.rejectionReason')}
      helperText={
        error ? translate('validation.required') : translate('reviews.help.rejectionReason')
      }
      error={error}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      multiline
      minRows={2}
      size="small"
      slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'review-reject-reason' } }}
      sx={{ mt: 2 }}
    />
  );
}

/** Approve and reject-with-reason for one review (show view). */
export function ModerationButtons() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage();
  const [update, { isPending }] = useUpdate<AdminReview>();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  if (!record) return null;

  const decide = (status: 'approved' | 'rejected') => {
    if (status === 'rejected' && !reason.trim()) {
      setReasonMissing(true);
      return;
    }
    void update(
      'reviews',
      {
        id: record.id,
        data: status === 'rejected' ? { status, rejectionReason: reason.trim() } : { status },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(
            status === 'approved' ? 'reviews.messages.approved' : 'reviews.messages.rejected',
            { type: 'success', messageArgs: { smart_count: 1 } },
          );
          setRejecting(false);
          setReason('');
          refresh();
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {record.status !== 'approved' ? (
        <Button
          data-testid="review-approve"
          variant="contained"
          color="success"
          disabled={isPending}
          onClick={() => decide('approved')}
        >
          {translate('reviews.actions.approve')}
        </Button>
      ) : null}
      <Button
        data-testid="review-reject"
        variant="outlined"
        color="error"
        disabled={isPending}
        onClick={() => setRejecting(true)}
      >
        {record.status === 'rejected'
          ? translate('reviews.actions.changeReason')
          : translate('reviews.actions.reject')}
      </Button>
      <Confirm
        isOpen={rejecting}
        loading={isPending}
        title="reviews.confirm.rejectTitle"
        content={
          <>
            <p>{translate('reviews.confirm.rejectContent', { smart_count: 1 })}</p>
            <ReasonInput
              value={reason}
              error={reasonMissing}
              onChange={(value) => {
                setReason(value);
                setReasonMissing(false);
              }}
            />
          </>
        }
        onConfirm={() => decide('rejected')}
        onClose={() => setRejecting(false)}
      />
    </Box>
  );
}

/** Bulk approve / reject (with one reason) for the selected rows: react-admin's updateMany. */
function BulkModerate({ status }: { status: 'approved' | 'rejected' }) {
  const { selectedIds, resource } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource ?? 'reviews');
  const errorMessage = useErrorMessage();
  const [updateMany, { isPending }] = useUpdateMany();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);

  const apply = () => {
    if (status === 'rejected' && !reason.trim()) {
      setReasonMissing(true);
      return;
    }
    void updateMany(
      'reviews',
      {
        ids: selectedIds,
        data: status === 'rejected' ? { status, rejectionReason: reason.trim() } : { status },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(
            status === 'approved' ? 'reviews.messages.approved' : 'reviews.messages.rejected',
            { type: 'success', messageArgs: { smart_count: selectedIds.length } },
          );
          setOpen(false);
          setReason('');
          unselectAll();
          refresh();
        },
        onError: (error) => {
          notify(errorMessage(error), { type: 'error' });
          refresh();
        },
      },
    );
  };

  return (
    <>
      <Button
        data-testid={`reviews-bulk-${status}`}
        size="small"
        color={status === 'approved' ? 'success' : 'error'}
        disabled={isPending}
        onClick={() => (status === 'approved' ? apply() : setOpen(true))}
      >
        {translate(
          status === 'approved'
            ? 'reviews.actions.approveSelected'
            : 'reviews.actions.rejectSelected',
        )}
      </Button>
      {status === 'rejected' ? (
        <Confirm
          isOpen={open}
          loading={isPending}
          title="reviews.confirm.rejectTitle"
          content={
            <>
              <p>
                {translate('reviews.confirm.rejectContent', { smart_count: selectedIds.length })}
              </p>
              <ReasonInput
                value={reason}
                error={reasonMissing}
                onChange={(value) => {
                  setReason(value);
                  setReasonMissing(false);
                }}
              />
            </>
          }
          onConfirm={apply}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

export function ReviewBulkActions() {
  return (
    <>
      <BulkModerate status="approved" />
      <BulkModerate status="rejected" />
    </>
  );
}
