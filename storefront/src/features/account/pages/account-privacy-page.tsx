/**
 * Account → privacy (GDPR articles 15, 17 and 20): download everything we keep as one JSON file,
 * or delete the account, confirmed by the current password, after being told what is kept and why.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { withNotice } from '../../../lib/notice.ts';
import { href } from '../../../lib/routes.ts';
import { useSignOutMutation } from '../../../lib/session-api.ts';
import { compactErrors, firstProblem, rules } from '../../../lib/validation.ts';
import {
  useDeleteMyAccountMutation,
  useGetPrivacySummaryQuery,
  useLazyExportMyDataQuery,
} from '../api/privacy-api.ts';
import { SavedMessage, useSavedMessage } from '../components/saved-message.tsx';

/** Offers a JSON document as a file download. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ExportCard() {
  const { t } = useTranslation('account');
  const [exportData, { isFetching }] = useLazyExportMyDataQuery();
  const saved = useSavedMessage();
  const [failed, setFailed] = useState(false);

  const onClick = async () => {
    saved.hide();
    setFailed(false);
    const result = await exportData(undefined, false);
    if (!result.data) {
      setFailed(true);
      return;
    }
    saveJson(result.data, `my-data-${result.data.exportedAt.slice(0, 10)}.json`);
    saved.show(t('privacy.export.ready'));
  };

  return (
    <section className="form-card" aria-labelledby="privacy-export-title">
      <h3 id="privacy-export-title">{t('privacy.export.title')}</h3>
      <p className="form-intro">{t('privacy.export.intro')}</p>
      {failed ? (
        <p className="field-error" role="alert">
          {t('privacy.export.failed')}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void onClick()}
          disabled={isFetching}
          aria-busy={isFetching || undefined}
          data-testid="privacy-export"
        >
          {isFetching ? t('privacy.export.preparing') : t('privacy.export.submit')}
        </button>
        <SavedMessage message={saved.message} />
      </div>
    </section>
  );
}

type DeleteValues = { currentPassword: string };

const validate = (v: DeleteValues) =>
  compactErrors({ currentPassword: firstProblem(rules.required(v.currentPassword)) });

function DeleteCard() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const summary = useGetPrivacySummaryQuery();
  const [deleteAccount] = useDeleteMyAccountMutation();
  const [signOut] = useSignOutMutation();
  const form = useForm<DeleteValues>({ initialValues: { currentPassword: '' }, validate });
  const labels = { currentPassword: tc('fields.currentPassword') };

  const onSubmit = form.onSubmit(async (v) => {
    const result = await deleteAccount({ currentPassword: v.currentPassword });
    if (result.error) return formFailureOf(result.error, ['currentPassword']);
    await signOut();
    void navigate(href('home', locale), { state: withNotice('accountDeleted') });
    return null;
  });

  const info = summary.data;
  return (
    <form
      className="form-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="privacy-delete-title"
      data-testid="privacy-delete-form"
    >
      <h3 id="privacy-delete-title">{t('privacy.delete.title')}</h3>
      <p className="form-intro">{t('privacy.delete.intro')}</p>
      <h4>{t('privacy.delete.keptTitle')}</h4>
      <p data-testid="privacy-retention">
        {info && info.retainedOrders > 0 && info.keptUntil
          ? t('privacy.delete.keptOrders', {
              count: info.retainedOrders,
              years: info.retentionYears,
              until: formatDate(info.keptUntil, locale),
            })
          : t('privacy.delete.keptNone', { years: info?.retentionYears ?? 7 })}{' '}
        {t('privacy.delete.keptReason')}
      </p>
      <p>
        <RouteLink to="privacy" className="text-link">
          {t('privacy.delete.policyLink')}
        </RouteLink>
      </p>
      {info && !info.selfErasable ? (
        <p className="form-intro" data-testid="privacy-not-erasable">
          {t('privacy.delete.notErasable')}
        </p>
      ) : (
        <>
          <FormSummary form={form} labels={labels} />
          <TextField
            binding={form.field('currentPassword')}
            label={labels.currentPassword}
            type="password"
            autoComplete="current-password"
          />
          <div className="form-actions">
            <SubmitButton
              pending={form.pending}
              label={t('privacy.delete.submit')}
              pendingLabel={t('privacy.delete.submitting')}
            />
          </div>
        </>
      )}
    </form>
  );
}

export default function AccountPrivacyPage() {
  return (
    <section>
      <ScreenHeader level="h2" />
      <div className="form-stack">
        <ExportCard />
        <DeleteCard />
      </div>
    </section>
  );
}
