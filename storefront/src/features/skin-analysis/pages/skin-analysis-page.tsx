/**
 * Skin analysis (issue 19 part 5): five questions, one per step (a fieldset with its legend and
 * radio buttons or check boxes), with progress and a back button that keeps every answer; then
 * the recommended line, the morning and evening routine with "add the whole routine to the
 * cart", "save in my routines" for signed-in customers and "ask your salon" when one is chosen.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddAllButton } from '../../../components/add-all-button.tsx';
import { ProductGrid } from '../../../components/product-card.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useGetSpecialistQuery } from '../../../lib/shop-api.ts';
import { useHasSignIn } from '../../../lib/use-shop-session.ts';
import {
  useAnalyseSkinMutation,
  useSaveSkinAnalysisMutation,
  type SkinRecommendation,
} from '../api/skin-analysis-api.ts';
import {
  complete,
  CONCERNS_MAX,
  QUESTIONS,
  stepError,
  toggleConcern,
  type Draft,
  type QuestionId,
  type SkinAnswers,
} from '../questions.ts';
import type { SkinConcern } from '../../../api/generated/enums.ts';
import '../skin-analysis.css';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

function AskYourSalon() {
  const { t } = useTranslation('skinAnalysis');
  const signedIn = useHasSignIn();
  const { data } = useGetSpecialistQuery(undefined, { skip: !signedIn });
  const store = signedIn ? (data?.store ?? null) : null;
  return (
    <section
      className="form-card skin-salon"
      aria-labelledby="skin-salon-title"
      data-testid="skin-ask-salon"
    >
      <h3 id="skin-salon-title">{t('result.askSalonTitle')}</h3>
      {store ? (
        <>
          <p>{t('result.askSalon', { salon: store.name, city: store.city })}</p>
          <p className="skin-salon-contact">
            {store.phone ? (
              <a className="text-link" href={`tel:${store.phone.replace(/\s+/g, '')}`}>
                {t('result.call', { salon: store.name })}
              </a>
            ) : null}
            {store.email ? (
              <a className="text-link" href={`mailto:${store.email}`}>
                {t('result.mail', { salon: store.name })}
              </a>
            ) : null}
          </p>
        </>
      ) : (
        <p>
          <RouteLink to="stores" className="text-link">
            {t('result.findSalon')}
          </RouteLink>
        </p>
      )}
    </section>
  );
}

function SaveResult({ answers }: { answers: SkinAnswers }) {
  const { t } = useTranslation('skinAnalysis');
  const locale = useLocale();
  const signedIn = useHasSignIn();
  const [save, { isLoading, isSuccess, isError, reset }] = useSaveSkinAnalysisMutation();
  useEffect(() => reset, [answers, reset]);
  if (!signedIn)
    return (
      <p className="skin-save" data-testid="skin-save-sign-in">
        {t('result.signInToSave')}{' '}
        <RouteLink to="login" className="text-link">
          {t('result.signIn')}
        </RouteLink>
      </p>
    );
  return (
    <div className="skin-save">
      {isSuccess ? null : (
        <button
          type="button"
          className="button button-secondary"
          disabled={isLoading}
          aria-busy={isLoading || undefined}
          onClick={() => void save({ locale, skinAnalysisAnswersDto: answers })}
          data-testid="skin-save"
        >
          {isLoading ? t('result.saving') : t('result.save')}
        </button>
      )}
      <div role="status" aria-live="polite">
        {isSuccess ? (
          <p data-testid="skin-saved">
            {t('result.saved')}{' '}
            <RouteLink to="accountRoutines" className="text-link">
              {t('result.toRoutines')}
            </RouteLink>
          </p>
        ) : null}
        {isError ? <p className="field-error">{t('result.saveFailed')}</p> : null}
      </div>
    </div>
  );
}

function Result({
  result,
  answers,
  onRestart,
}: {
  result: SkinRecommendation;
  answers: SkinAnswers;
  onRestart: () => void;
}) {
  const { t } = useTranslation('skinAnalysis');
  const { t: tc } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  const all = [...result.morning, ...result.evening];
  return (
    <section
      className="skin-result"
      aria-labelledby="skin-result-title"
      data-testid="skin-result"
      data-line={result.line}
    >
      <p className="eyebrow">{t('result.heading')}</p>
      <h2 id="skin-result-title" ref={heading} tabIndex={-1} data-testid="skin-result-title">
        {result.title}
      </h2>
      <p className="skin-line" data-line={result.line}>
        <span className="line-dot" aria-hidden="true" />
        {t('result.line', { line: tc(`collections.${result.line}.name`) })}
      </p>
      <p className="lead">{result.explanation}</p>
      {result.morning.length > 0 ? (
        <section aria-labelledby="skin-morning" data-testid="skin-morning">
          <h3 id="skin-morning">{t('result.morning')}</h3>
          {result.spf ? <p className="meta-note">{t('result.spf')}</p> : null}
          <ProductGrid products={result.morning} level="h4" className="skin-routine" />
        </section>
      ) : null}
      {result.evening.length > 0 ? (
        <section aria-labelledby="skin-evening" data-testid="skin-evening">
          <h3 id="skin-evening">{t('result.evening')}</h3>
          <ProductGrid products={result.evening} level="h4" className="skin-routine" />
        </section>
      ) : null}
      <div className="skin-result-actions">
        <AddAllButton products={all} testId="skin-add-all" label={t('result.addAll')} />
        <SaveResult answers={answers} />
      </div>
      <AskYourSalon />
      <button type="button" className="text-button" onClick={onRestart} data-testid="skin-restart">
        {t('result.restart')}
      </button>
    </section>
  );
}

export default function SkinAnalysisPage() {
  const { t } = useTranslation('skinAnalysis');
  const { t: tc } = useTranslation();
  const tl = t as unknown as LooseT;
  const tcl = tc as unknown as LooseT;
  const locale = useLocale();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Partial<Record<QuestionId, string>>>({});
  const [showResult, setShowResult] = useState(false);
  const [analyse, { data, isLoading, error, reset }] = useAnalyseSkinMutation();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);
  const question = QUESTIONS[step]!;
  const last = step === QUESTIONS.length - 1;

  useEffect(() => {
    // After Next or Back, the new question's first control takes the focus (not on first render).
    if (!moved.current) return;
    fieldset.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
  }, [step, showResult]);

  const change = (id: QuestionId, value: string) => {
    setDraft((current) =>
      id === 'concerns'
        ? { ...current, concerns: toggleConcern(current.concerns, value as SkinConcern) }
        : { ...current, [id]: value },
    );
    setErrors((current) => ({ ...current, [id]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = stepError(question, draft);
    if (problem) {
      setErrors((current) => ({ ...current, [question.id]: problem }));
      fieldset.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    moved.current = true;
    if (!last) {
      setStep(step + 1);
      return;
    }
    const answers = complete(draft);
    if (!answers) return;
    const result = await analyse({ locale, skinAnalysisAnswersDto: answers });
    if ('error' in result && result.error) {
      const failure = formFailureOf(
        result.error,
        QUESTIONS.map((q) => q.id),
      );
      if (failure.kind === 'fields') {
        const first = QUESTIONS.findIndex((q) => failure.fieldErrors[q.id]);
        setErrors(failure.fieldErrors as Partial<Record<QuestionId, string>>);
        if (first >= 0) setStep(first);
      }
      return;
    }
    setShowResult(true);
  };

  const restart = () => {
    moved.current = true;
    reset();
    setShowResult(false);
    setStep(0);
  };

  const answers = complete(draft);
  if (showResult && data && answers)
    return (
      <div className="container skin-analysis">
        <ScreenHeader />
        <Result result={data} answers={answers} onRestart={restart} />
      </div>
    );

  const errorKey = errors[question.id];
  const errorId = `skin-${question.id}-error`;
  const hintId = question.multiple ? `skin-${question.id}-hint` : undefined;
  const chosen = draft[question.id];
  const failedOtherwise =
    error && !('data' in error && (error.data as { errors?: unknown } | undefined)?.errors);
  const noRoutine =
    error &&
    'data' in error &&
    (error.data as { code?: unknown })?.code === 'SKIN_ANALYSIS_NO_ROUTINE';
  return (
    <div className="container skin-analysis">
      <ScreenHeader />
      <form
        className="form-card skin-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        data-testid="skin-form"
      >
        <p className="skin-progress" id="skin-progress" data-testid="skin-progress">
          {t('progress', { current: step + 1, total: QUESTIONS.length })}
        </p>
        <progress
          className="skin-progress-bar"
          value={step + 1}
          max={QUESTIONS.length}
          aria-labelledby="skin-progress"
        />
        <fieldset
          ref={fieldset}
          className={errorKey ? 'field field-choice field-invalid' : 'field field-choice'}
          data-question={question.id}
          aria-describedby={
            [hintId, errorKey ? errorId : undefined].filter(Boolean).join(' ') || undefined
          }
        >
          <legend className="skin-legend">{tl(`questions.${question.id}.legend`)}</legend>
          {hintId ? (
            <p id={hintId} className="field-hint">
              {t('questions.concerns.hint')}
            </p>
          ) : null}
          <div className="skin-options">
            {question.options.map((option) => {
              const checked = question.multiple
                ? Array.isArray(chosen) && (chosen as string[]).includes(option)
                : chosen === option;
              const full =
                question.multiple &&
                !checked &&
                Array.isArray(chosen) &&
                chosen.length >= CONCERNS_MAX;
              return (
                <label key={option} className="choice skin-option">
                  <input
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={question.id}
                    value={option}
                    checked={checked}
                    disabled={full}
                    onChange={() => change(question.id, option)}
                    aria-invalid={errorKey ? true : undefined}
                  />
                  <span>{tl(`questions.${question.id}.options.${option}`)}</span>
                </label>
              );
            })}
          </div>
          {errorKey ? (
            <p id={errorId} className="field-error" role="alert" data-testid="skin-error">
              {tcl(errorKey)}
            </p>
          ) : null}
        </fieldset>
        {noRoutine ? (
          <p className="field-error" role="alert">
            {t('noRoutine')}
          </p>
        ) : failedOtherwise ? (
          <p className="field-error" role="alert">
            {t('failed')}
          </p>
        ) : null}
        <div className="form-actions skin-actions">
          {step > 0 ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                moved.current = true;
                setStep(step - 1);
              }}
              data-testid="skin-back"
            >
              {t('back')}
            </button>
          ) : null}
          <button
            type="submit"
            className="button button-primary"
            disabled={isLoading}
            aria-busy={isLoading || undefined}
            data-testid={last ? 'skin-submit' : 'skin-next'}
          >
            {isLoading ? t('busy') : last ? t('submit') : t('next')}
          </button>
        </div>
      </form>
    </div>
  );
}
