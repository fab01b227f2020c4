/**
 * Client routines (issue 9): the salon's personal routines for its current clients, and an editor
 * to compose one (client, title, note, products with position, morning/evening and instructions).
 * The form keeps what was typed when the server refuses it, with the messages at the fields.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf, type FormFailure } from '../../../lib/form-failure.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import type { FieldErrors } from '../../../lib/validation.ts';
import {
  useCreatePartnerRoutineMutation,
  useDeletePartnerRoutineMutation,
  useListPartnerClientsQuery,
  useListPartnerRoutinesQuery,
  useListRoutineProductsQuery,
  useUpdatePartnerRoutineMutation,
  type PartnerClient,
  type PartnerRoutine,
} from '../api/partner-routines-api.ts';
import { PartnerNav } from '../components/partner-nav.tsx';
import {
  draftFields,
  draftOf,
  emptyDraft,
  requestOf,
  routineLimits,
  routineTimings,
  validateDraft,
  withStepAdded,
  type RoutineDraft,
  type StepDraft,
} from '../routine-draft.ts';
import '../partner-portal.css';
import { useSizeText } from '../../../lib/product-words.ts';

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {t(error as 'validation.required')}
    </p>
  );
}

function fieldClass(error: string | undefined) {
  return error ? 'field field-invalid' : 'field';
}

function StepRow({
  step,
  index,
  errors,
  onChange,
  onRemove,
  canRemove,
}: {
  step: StepDraft;
  index: number;
  errors: FieldErrors;
  onChange: (step: StepDraft) => void;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t } = useTranslation('routines');
  const sizeText = useSizeText();
  const locale = useLocale();
  const products = useListRoutineProductsQuery(locale);
  const id = (field: string) => `routine-step-${step.key}-${field}`;
  const error = (field: string) => errors[`steps.${index}.${field}`];
  return (
    <fieldset className="form-card routine-step" data-testid="routine-step">
      <legend>{t('account.step', { position: index + 1 })}</legend>
      <div className={fieldClass(error('productId'))}>
        <label htmlFor={id('productId')}>{t('partner.product')}</label>
        <select
          id={id('productId')}
          value={step.productId}
          onChange={(event) => onChange({ ...step, productId: event.target.value })}
          aria-invalid={error('productId') ? true : undefined}
          aria-describedby={error('productId') ? `${id('productId')}-error` : undefined}
          data-testid="routine-step-product"
        >
          <option value="">{t('partner.chooseProduct')}</option>
          {(products.data ?? []).map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
              {product.size ? ` (${sizeText(product.size)})` : ''}
            </option>
          ))}
        </select>
        {products.isError ? <p className="field-error">{t('partner.productsFailed')}</p> : null}
        <FieldError id={`${id('productId')}-error`} error={error('productId')} />
      </div>
      <div className={fieldClass(error('position'))}>
        <label htmlFor={id('position')}>{t('partner.position')}</label>
        <input
          id={id('position')}
          type="number"
          inputMode="numeric"
          min={1}
          max={routineLimits.steps}
          value={step.position}
          onChange={(event) => onChange({ ...step, position: event.target.value })}
          aria-invalid={error('position') ? true : undefined}
          aria-describedby={error('position') ? `${id('position')}-error` : undefined}
        />
        <FieldError id={`${id('position')}-error`} error={error('position')} />
      </div>
      <div className={fieldClass(error('timing'))}>
        <label htmlFor={id('timing')}>{t('partner.timing')}</label>
        <select
          id={id('timing')}
          value={step.timing}
          onChange={(event) =>
            onChange({ ...step, timing: event.target.value as StepDraft['timing'] })
          }
        >
          {routineTimings.map((timing) => (
            <option key={timing} value={timing}>
              {t(`timing.${timing}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id('timing')}-error`} error={error('timing')} />
      </div>
      <div className={fieldClass(error('instructions'))}>
        <label htmlFor={id('instructions')}>{t('partner.instructions')}</label>
        <p id={`${id('instructions')}-hint`} className="field-hint">
          {t('partner.instructionsHint')}
        </p>
        <textarea
          id={id('instructions')}
          rows={2}
          maxLength={routineLimits.instructions}
          value={step.instructions}
          onChange={(event) => onChange({ ...step, instructions: event.target.value })}
          aria-invalid={error('instructions') ? true : undefined}
          aria-describedby={[
            `${id('instructions')}-hint`,
            error('instructions') ? `${id('instructions')}-error` : '',
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <FieldError id={`${id('instructions')}-error`} error={error('instructions')} />
      </div>
      {canRemove ? (
        <button type="button" className="text-button" onClick={onRemove}>
          {t('partner.removeStep')}
        </button>
      ) : null}
    </fieldset>
  );
}

function Editor({
  initial,
  clients,
  onDone,
}: {
  initial: RoutineDraft;
  clients: readonly PartnerClient[];
  onDone: (notice: 'savedNotice' | 'deletedNotice' | null) => void;
}) {
  const { t } = useTranslation('routines');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [create, creating] = useCreatePartnerRoutineMutation();
  const [update, updating] = useUpdatePartnerRoutineMutation();
  const [remove, removing] = useDeletePartnerRoutineMutation();
  const busy = creating.isLoading || updating.isLoading || removing.isLoading;
  const client = clients.find((c) => c.id === draft.customerId);

  const submit = async () => {
    const found = validateDraft(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const { customerId, ...body } = requestOf(draft);
    const result = draft.id
      ? await update({ id: draft.id, locale, updatePersonalRoutineDto: body })
      : await create({ locale, createPersonalRoutineDto: { customerId, ...body } });
    if (!result.error) {
      onDone('savedNotice');
      return;
    }
    const notFound = 'status' in result.error && result.error.status === 404;
    const parsed = formFailureOf(result.error, draftFields(draft));
    // A routine of a customer who has left the salon since is gone for the salon: say why.
    const failed: FormFailure =
      notFound && parsed.kind !== 'fields'
        ? { kind: 'fields', fieldErrors: {}, other: ['validation.notClient'] }
        : parsed;
    setFailure(failed);
    if (failed.kind === 'fields') setErrors(failed.fieldErrors);
  };
  const destroy = async () => {
    if (!draft.id) return;
    const result = await remove(draft.id);
    if (result.error) setFailure({ kind: 'unavailable' });
    else onDone('deletedNotice');
  };
  const setStep = (index: number, step: StepDraft) =>
    setDraft({ ...draft, steps: draft.steps.map((s, i) => (i === index ? step : s)) });

  return (
    <form
      className="routine-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="routine-editor"
    >
      <h2>{draft.id ? t('partner.editorEdit') : t('partner.editorNew')}</h2>
      {failure &&
      (failure.kind !== 'fields' || Object.keys(errors).length > 0 || failure.other.length > 0) ? (
        <div className="form-summary" role="alert" data-testid="routine-editor-failure">
          <p>
            {failure.kind === 'fields'
              ? tc(
                  `formErrors.${Object.values(errors).includes('validation.required') ? 'emptyFields' : 'invalidFields'}`,
                )
              : tc(
                  failure.kind === 'unavailable'
                    ? 'formErrors.unavailable'
                    : failure.kind === 'tooManyAttempts'
                      ? 'formErrors.tooManyAttemptsLater'
                      : 'formErrors.unknown',
                )}
          </p>
          {failure.kind === 'fields'
            ? failure.other.map((key) => <p key={key}>{tc(key)}</p>)
            : null}
        </div>
      ) : Object.keys(errors).length > 0 ? (
        <div className="form-summary" role="alert">
          <p>
            {tc(
              `formErrors.${Object.values(errors).includes('validation.required') ? 'emptyFields' : 'invalidFields'}`,
            )}
          </p>
        </div>
      ) : null}
      <div className={fieldClass(errors.customerId)}>
        <label htmlFor="routine-client">{t('partner.client')}</label>
        {draft.id ? (
          <p id="routine-client">{client?.name}</p>
        ) : (
          <select
            id="routine-client"
            value={draft.customerId}
            onChange={(event) => setDraft({ ...draft, customerId: event.target.value })}
            aria-invalid={errors.customerId ? true : undefined}
            aria-describedby={errors.customerId ? 'routine-client-error' : undefined}
            data-testid="routine-client"
          >
            <option value="">{t('partner.chooseClient')}</option>
            {clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
        <FieldError id="routine-client-error" error={errors.customerId} />
      </div>
      <div className={fieldClass(errors.title)}>
        <label htmlFor="routine-title">{t('partner.title')}</label>
        <input
          id="routine-title"
          type="text"
          maxLength={routineLimits.title}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'routine-title-error' : undefined}
          required
          data-testid="routine-title"
        />
        <FieldError id="routine-title-error" error={errors.title} />
      </div>
      <div className={fieldClass(errors.note)}>
        <label htmlFor="routine-note">{t('partner.note')}</label>
        <p id="routine-note-hint" className="field-hint">
          {t('partner.noteHint')}
        </p>
        <textarea
          id="routine-note"
          rows={4}
          maxLength={routineLimits.note}
          value={draft.note}
          onChange={(event) => setDraft({ ...draft, note: event.target.value })}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={['routine-note-hint', errors.note ? 'routine-note-error' : '']
            .filter(Boolean)
            .join(' ')}
        />
        <FieldError id="routine-note-error" error={errors.note} />
      </div>
      <h3>{t('partner.steps')}</h3>
      <FieldError id="routine-steps-error" error={errors.steps} />
      {draft.steps.map((step, index) => (
        <StepRow
          key={step.key}
          step={step}
          index={index}
          errors={errors}
          onChange={(next) => setStep(index, next)}
          onRemove={() => setDraft({ ...draft, steps: draft.steps.filter((_, i) => i !== index) })}
          canRemove={draft.steps.length > 1}
        />
      ))}
      {draft.steps.length < routineLimits.steps ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setDraft(withStepAdded(draft))}
          data-testid="routine-add-step"
        >
          {t('partner.addStep')}
        </button>
      ) : null}
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          aria-busy={creating.isLoading || updating.isLoading || undefined}
          data-testid="routine-save"
        >
          {creating.isLoading || updating.isLoading ? t('partner.saving') : t('partner.save')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => onDone(null)}
          disabled={busy}
        >
          {t('partner.cancel')}
        </button>
        {draft.id ? (
          confirming ? (
            <span className="routine-confirm" role="group">
              <span>{t('partner.confirmDelete')}</span>{' '}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void destroy()}
                disabled={busy}
                data-testid="routine-delete-confirm"
              >
                {removing.isLoading ? t('partner.deleting') : t('partner.delete')}
              </button>{' '}
              <button type="button" className="text-button" onClick={() => setConfirming(false)}>
                {t('partner.cancel')}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="text-button"
              onClick={() => setConfirming(true)}
              disabled={busy}
              data-testid="routine-delete"
            >
              {t('partner.delete')}
            </button>
          )
        ) : null}
      </div>
    </form>
  );
}

function RoutineList({
  routines,
  onEdit,
}: {
  routines: readonly PartnerRoutine[];
  onEdit: (routine: PartnerRoutine) => void;
}) {
  const { t } = useTranslation('routines');
  const locale = useLocale();
  if (routines.length === 0)
    return <p data-testid="partner-routines-empty">{t('partner.empty')}</p>;
  return (
    <ul className="training-list" data-testid="partner-routine-list">
      {routines.map((routine) => (
        <li key={routine.id} className="form-card" data-routine-id={routine.id}>
          <h3>{routine.title}</h3>
          <p className="meta-note">
            {t('partner.for', { name: routine.customer.name })} ·{' '}
            {t('partner.stepCount', { count: routine.steps.length })} ·{' '}
            {t('account.updated', { date: formatDate(routine.updatedAt, locale) })}
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onEdit(routine)}
            data-testid="partner-routine-edit"
          >
            {t('partner.edit')}
            <span className="sr-only"> {routine.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export default function PartnerRoutinesPage() {
  const { t } = useTranslation('routines');
  const locale = useLocale();
  const clients = useListPartnerClientsQuery();
  const routines = useListPartnerRoutinesQuery(locale);
  const [editing, setEditing] = useState<RoutineDraft | null>(null);
  const [notice, setNotice] = useState<'savedNotice' | 'deletedNotice' | null>(null);
  const failed = (clients.isError && !clients.data) || (routines.isError && !routines.data);
  return (
    <div className="container partner-portal">
      <ScreenHeader />
      <PartnerNav />
      <div role="status" aria-live="polite" data-testid="partner-routines-notice">
        {notice ? <p className="flash-notice">{t(`partner.${notice}`)}</p> : null}
      </div>
      {failed ? (
        <LoadFailed
          onRetry={() => {
            void clients.refetch();
            void routines.refetch();
          }}
          retrying={clients.isFetching || routines.isFetching}
        />
      ) : !clients.data || !routines.data ? (
        <Loading />
      ) : editing ? (
        <Editor
          key={editing.id ?? 'new'}
          initial={editing}
          clients={clients.data.data}
          onDone={(done) => {
            setEditing(null);
            setNotice(done);
          }}
        />
      ) : (
        <>
          <h2>{t('partner.listTitle')}</h2>
          {clients.data.data.length === 0 ? (
            <p data-testid="partner-no-clients">{t('partner.noClients')}</p>
          ) : (
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                setNotice(null);
                setEditing(emptyDraft());
              }}
              data-testid="partner-routine-new"
            >
              {t('partner.new')}
            </button>
          )}
          <RoutineList
            routines={routines.data.data}
            onEdit={(routine) => {
              setNotice(null);
              setEditing(draftOf(routine));
            }}
          />
        </>
      )}
    </div>
  );
}
