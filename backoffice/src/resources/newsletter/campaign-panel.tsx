/**
 * Beside the campaign editor: the mail preview (an iframe with srcdoc, as the mail will look),
 * a test to yourself, send now or schedule, and the progress bar that polls while it sends.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminDataProvider } from '../../data-provider';
import { formatDate } from '../../i18n/formats';
import { problemOf } from '../../lib/admin-fetch';
import type {
  AdminCampaign,
  CampaignActionAnswer,
  CampaignPreview,
  CampaignProgress,
} from '../../api/types';

function useErrorNotify() {
  const notify = useNotify();
  const translate = useTranslate();
  return (error: unknown) => {
    const code = problemOf(error)?.code;
    const text = code ? translate(`newsletter.errors.${code}`, { _: '' }) : '';
    notify(text || (error instanceof Error && error.message) || 'vyrelle.errors.unknown', {
      type: 'error',
    });
  };
}

export function CampaignProgressBar({ progress }: { progress: CampaignProgress }) {
  const translate = useTranslate();
  const done = progress.sent + progress.failed + progress.skipped + progress.interrupted;
  const value =
    progress.total > 0
      ? Math.round((done / progress.total) * 100)
      : progress.status === 'sent'
        ? 100
        : 0;
  return (
    <Box data-testid="newsletter-progress" data-status={progress.status}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={translate('newsletter.progress.label')}
        sx={{ height: 8, borderRadius: 1, my: 1 }}
      />
      <Typography variant="body2">
        {translate('newsletter.progress.counts', {
          sent: progress.sent,
          failed: progress.failed,
          interrupted: progress.interrupted,
          pending: progress.pending,
          skipped: progress.skipped,
          total: progress.total,
        })}
      </Typography>
      {progress.interrupted > 0 ? (
        <Typography
          variant="body2"
          color="warning.main"
          data-testid="newsletter-interrupted"
          data-count={progress.interrupted}
        >
          {translate('newsletter.progress.interrupted_help')}
        </Typography>
      ) : null}
    </Box>
  );
}

export function CampaignPanel() {
  const record = useRecordContext<AdminCampaign>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useErrorNotify();
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [progress, setProgress] = useState<CampaignProgress | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingResend, setConfirmingResend] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [busy, setBusy] = useState(false);
  const id = record?.id;
  const status = progress?.status ?? record?.status;

  const loadPreview = useCallback(() => {
    if (!id) return;
    dataProvider
      .getJson<CampaignPreview>(`newsletter-campaigns/${id}/preview`)
      .then(setPreview, onError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider, id, record?.subject, record?.bodyHtml, record?.productIds, record?.articleId]);

  useEffect(() => loadPreview(), [loadPreview]);
  useEffect(() => {
    if (record) setProgress(record.progress);
  }, [record]);

  // Poll the progress while the campaign is being sent (or waits for its moment).
  useEffect(() => {
    if (!id || (status !== 'sending' && status !== 'scheduled')) return undefined;
    const timer = window.setInterval(() => {
      dataProvider.getJson<CampaignProgress>(`newsletter-campaigns/${id}/progress`).then(
        (next) => {
          setProgress(next);
          if (next.status === 'sent') refresh();
        },
        () => undefined,
      );
    }, 1000);
    return () => window.clearInterval(timer);
  }, [dataProvider, id, status, refresh]);

  if (!record || !id) return null;

  const act = (path: string, body: unknown, message: string) => {
    setBusy(true);
    dataProvider
      .postJson<CampaignActionAnswer>(`newsletter-campaigns/${id}/${path}`, body)
      .then((answer) => {
        notify(message, { type: 'info' });
        if ('progress' in answer) setProgress(answer.progress);
        refresh();
      }, onError)
      .finally(() => setBusy(false));
  };
  const editable = status === 'draft' || status === 'scheduled';

  return (
    <Stack
      spacing={2}
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 480 }, flexShrink: 0 }}
    >
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('newsletter.progress.title')}
          </Typography>
          <Typography variant="body2" data-testid="newsletter-campaign-status">
            {translate(`newsletter.campaign_status.${status ?? 'draft'}`)}
            {status === 'scheduled' && record.sendAt
              ? ` · ${formatDate(record.sendAt, locale, true)}`
              : ''}
          </Typography>
          {progress && (status === 'sending' || status === 'sent') ? (
            <CampaignProgressBar progress={progress} />
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => act('test', {}, 'newsletter.messages.test_sent')}
              data-testid="newsletter-test"
            >
              {translate('newsletter.actions.test')}
            </Button>
            {editable ? (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => setConfirming(true)}
                data-testid="newsletter-send"
              >
                {translate('newsletter.actions.send')}
              </Button>
            ) : null}
            {progress && progress.resendable > 0 ? (
              <Button
                color="warning"
                variant="outlined"
                disabled={busy}
                onClick={() => setConfirmingResend(true)}
                data-testid="newsletter-resend-interrupted"
              >
                {translate('newsletter.actions.resend_interrupted', {
                  count: progress.resendable,
                })}
              </Button>
            ) : null}
            {status === 'scheduled' ? (
              <Button
                disabled={busy}
                onClick={() => act('unschedule', {}, 'newsletter.messages.unscheduled')}
              >
                {translate('newsletter.actions.unschedule')}
              </Button>
            ) : null}
          </Stack>
          {editable ? (
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
              <TextField
                type="datetime-local"
                size="small"
                label={translate('newsletter.fields.sendAt')}
                value={sendAt}
                onChange={(event) => setSendAt(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button
                disabled={busy || !sendAt}
                onClick={() =>
                  act(
                    'schedule',
                    { sendAt: new Date(sendAt).toISOString() },
                    'newsletter.messages.scheduled',
                  )
                }
              >
                {translate('newsletter.actions.schedule')}
              </Button>
            </Stack>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('newsletter.preview.title')}
          </Typography>
          {preview ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('newsletter.fields.subject')}: <strong>{preview.subject}</strong>
              </Typography>
              <iframe
                title={translate('newsletter.preview.title')}
                srcDoc={preview.html}
                sandbox=""
                style={{
                  width: '100%',
                  height: 560,
                  border: '1px solid #e6dfd3',
                  background: '#fff',
                }}
                data-testid="newsletter-preview"
              />
            </>
          ) : (
            <Typography variant="body2">{translate('newsletter.preview.loading')}</Typography>
          )}
        </CardContent>
      </Card>
      <Confirm
        isOpen={confirming}
        title="newsletter.confirm_send.title"
        content="newsletter.confirm_send.content"
        translateOptions={{ locale: record.locale, subject: record.subject }}
        onConfirm={() => {
          setConfirming(false);
          act('send', {}, 'newsletter.messages.sending');
        }}
        onClose={() => setConfirming(false)}
      />
      <Confirm
        isOpen={confirmingResend}
        title="newsletter.confirm_resend.title"
        content="newsletter.confirm_resend.content"
        translateOptions={{ count: progress?.resendable ?? 0 }}
        onConfirm={() => {
          setConfirmingResend(false);
          act('resend-interrupted', {}, 'newsletter.messages.resent');
        }}
        onClose={() => setConfirmingResend(false)}
      />
    </Stack>
  );
}
