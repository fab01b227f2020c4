import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import {
  Confirm,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type HttpError,
} from 'react-admin';
import type { PartnerApplicationStatus } from '../../api/generated/enums';
import type { PartnerApplication } from '../../api/types';
import { statusColour } from './partner-application-status';

export function PartnerApplicationStatusChip() {
  const record = useRecordContext<PartnerApplication>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColour(record.status)}
      label={translate(`partnerApplications.status.${record.status}`)}
      data-testid="partner-application-status"
    />
  );
}

/** One button per status the application may move to now (nextStatuses from the API), each confirmed. */
export function PartnerApplicationStatusButtons() {
  const record = useRecordContext<PartnerApplication>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<PartnerApplication>();
  const [target, setTarget] = useState<PartnerApplicationStatus | null>(null);
  if (!record) return null;

  const errorMessage = (error: unknown) => {
    const code = (error as HttpError | undefined)?.body?.code as string | undefined;
    const text = code ? translate(`partnerApplications.errors.${code}`, { _: '' }) : '';
    return text || ((error as Error | undefined)?.message ?? 'vyrelle.errors.unknown');
  };

  const apply = () => {
    if (!target) return;
    void update(
      'partner-applications',
      { id: record.id, data: { status: target }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(
            target === 'approved'
              ? 'partnerApplications.messages.approved'
              : 'partnerApplications.messages.statusChanged',
            {
              type: 'success',
              messageArgs: {
                status: translate(`partnerApplications.status.${target}`),
                company: record.company,
              },
            },
          );
          setTarget(null);
          refresh();
        },
        onError: (error) => {
          notify(errorMessage(error), { type: 'error' });
          setTarget(null);
        },
      },
    );
  };

  if (record.nextStatuses.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {record.nextStatuses.map((status) => (
        <Button
          key={status}
          data-testid={`partner-application-to-${status}`}
          variant={status === 'rejected' ? 'outlined' : 'contained'}
          color={status === 'rejected' ? 'error' : status === 'approved' ? 'success' : 'primary'}
          disabled={isPending}
          onClick={() => setTarget(status)}
        >
          {translate(`partnerApplications.actions.${status}`)}
        </Button>
      ))}
      <Confirm
        isOpen={target !== null}
        loading={isPending}
        title="partnerApplications.confirm.title"
        titleTranslateOptions={{ company: record.company }}
        content={translate(
          target === 'approved'
            ? 'partnerApplications.confirm.approve'
            : 'partnerApplications.confirm.status',
          {
            company: record.company,
            status: target ? translate(`partnerApplications.status.${target}`) : '',
          },
        )}
        onConfirm={apply}
        onClose={() => setTarget(null)}
      />
    </Box>
  );
}
