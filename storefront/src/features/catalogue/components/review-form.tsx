/**
 * The write-a-review form (SPEC §3, §5): score in stars, title and content, all required. The
 * score is a radio group styled as stars, so arrow keys choose it as with any radio group.
 * What the user typed stays after an error; server messages land on their fields.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useForm, type FieldBinding } from '../../../components/form/use-form.ts';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { compactErrors, firstProblem, rules } from '../../../lib/validation.ts';
import { usePostProductReviewMutation, type OwnReview } from '../api/reviews-api.ts';

/** The backend's limits (review.dto.ts). */
export const reviewMaxLengths = { title: 120, content: 4000 } as const;

type ReviewValues = { score: string; title: string; content: string; website: string };

export const validateReview = (v: ReviewValues) =>
  compactErrors({
    score: firstProblem(rules.required(v.score)),
    title: firstProblem(rules.required(v.title), rules.maxLength(v.title, reviewMaxLengths.title)),
    content: firstProblem(
      rules.required(v.content),
      rules.maxLength(v.content, reviewMaxLengths.content),
    ),
  });

function StarPicker({ binding, legend }: { binding: FieldBinding<string>; legend: string }) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const chosen = Number(binding.value) || 0;
  return (
    <fieldset
      className={
        binding.error
          ? 'field field-choice star-picker field-invalid'
          : 'field field-choice star-picker'
      }
      data-testid="review-score"
    >
      <legend>{legend}</legend>
      <div className="star-picker-row">
        {[1, 2, 3, 4, 5].map((score, index) => (
          <label
            key={score}
            className={score <= chosen ? 'star-picker-star star-picker-on' : 'star-picker-star'}
          >
            <input
              type="radio"
              className="sr-only"
              id={index === 0 ? binding.id : `${binding.id}-${score}`}
              name={binding.name}
              value={String(score)}
              checked={binding.value === String(score)}
              onChange={() => binding.onChange(String(score))}
              aria-invalid={binding.error ? true : undefined}
              aria-describedby={binding.error ? binding.errorId : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('reviews.form.scoreOption', { count: score })}</span>
          </label>
        ))}
      </div>
      {binding.error ? (
        <p id={binding.errorId} className="field-error">
          {tc(binding.error)}
        </p>
      ) : null}
    </fieldset>
  );
}

function TextAreaField({
  binding,
  label,
  hint,
  maxLength,
}: {
  binding: FieldBinding<string>;
  label: string;
  hint: string;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const hintId = `${binding.id}-hint`;
  return (
    <div className={binding.error ? 'field field-invalid' : 'field'}>
      <label htmlFor={binding.id}>{label}</label>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      <textarea
        id={binding.id}
        name={binding.name}
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
        rows={6}
        required
        maxLength={maxLength}
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={[hintId, binding.error ? binding.errorId : ''].filter(Boolean).join(' ')}
      />
      {binding.error ? (
        <p id={binding.errorId} className="field-error">
          {t(binding.error)}
        </p>
      ) : null}
    </div>
  );
}

export function ReviewForm({
  productId,
  productName,
  own,
  onPosted,
}: {
  productId: string;
  productName: string;
  own: OwnReview | null;
  onPosted: (review: OwnReview) => void;
}) {
  const { t } = useTranslation('catalogue');
  const [postReview] = usePostProductReviewMutation();
  const form = useForm<ReviewValues>({
    initialValues: { score: '', title: '', content: '', website: '' },
    validate: validateReview,
  });
  const labels = {
    score: t('reviews.form.score'),
    title: t('reviews.form.title'),
    content: t('reviews.form.content'),
  };

  // The own review, once it arrives, fills the form for editing (only while nothing is typed).
  const filled = useRef<string | null>(null);
  const { update, values } = form;
  const untouched = values.score === '' && values.title === '' && values.content === '';
  useEffect(() => {
    if (own && filled.current !== own.id && untouched) {
      filled.current = own.id;
      update({ score: String(own.score), title: own.title, content: own.content });
    }
  }, [own, untouched, update]);

  const onSubmit = form.onSubmit(async (v) => {
    const result = await postReview({
      productId,
      createReviewDto: {
        score: Number(v.score),
        title: v.title.trim(),
        content: v.content.trim(),
        website: v.website,
      },
    });
    if (result.error) return formFailureOf(result.error, ['score', 'title', 'content']);
    onPosted(result.data);
    return null;
  });

  return (
    <form
      className="form-card review-form"
      noValidate
      onSubmit={onSubmit}
      data-testid="review-form"
    >
      <h3>
        {own ? t('reviews.form.editHeading') : t('reviews.form.heading', { name: productName })}
      </h3>
      <FormSummary form={form} labels={{ ...labels, website: t('reviews.form.website') }} />
      <StarPicker binding={form.field('score')} legend={labels.score} />
      <TextField
        binding={form.field('title')}
        label={labels.title}
        autoComplete="off"
        maxLength={reviewMaxLengths.title}
      />
      <TextAreaField
        binding={form.field('content')}
        label={labels.content}
        hint={t('reviews.form.contentHint', { max: reviewMaxLengths.content })}
        maxLength={reviewMaxLengths.content}
      />
      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div className="review-form-hp" aria-hidden="true">
        <label htmlFor={form.idOf('website')}>{t('reviews.form.website')}</label>
        <input
          id={form.idOf('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.values.website}
          onChange={(event) => form.update({ website: event.target.value })}
        />
      </div>
      <div className="form-actions">
        <SubmitButton
          pending={form.pending}
          label={own ? t('reviews.form.update') : t('reviews.form.submit')}
          pendingLabel={t('reviews.form.submitting')}
        />
      </div>
    </form>
  );
}
