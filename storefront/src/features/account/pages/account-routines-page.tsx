/**
 * Account routines (SPEC §2, issue 9): the routine articles the customer saved, and the personal
 * routines salons composed for them (steps in order, morning/evening, instructions), each with
 * "add all to cart". Salon texts are plain text: React escapes them.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  useListAccountRoutinesQuery,
  useRemoveSkinAnalysisMutation,
  useUnsaveRoutineMutation,
  type PersonalRoutine,
  type SavedRoutine,
  type SavedSkinAnalysis,
} from '../../../lib/routines-api.ts';
import { useHasSignIn } from '../../../lib/use-shop-session.ts';
import { AddAllButton } from '../../../components/add-all-button.tsx';
import '../account.css';

function Unavailable({ count }: { count: number }) {
  const { t } = useTranslation('routines');
  return count > 0 ? (
    <p className="meta-note" data-testid="routine-unavailable">
      {t('account.unavailable', { count })}
    </p>
  ) : null;
}

function SavedRoutineCard({ routine }: { routine: SavedRoutine }) {
  const { t } = useTranslation('routines');
  const [unsave, { isLoading }] = useUnsaveRoutineMutation();
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    const result = await unsave(routine.post.slug);
    setFailed(Boolean(result.error));
  };
  return (
    <li
      className="form-card routine-card"
      data-testid="saved-routine"
      data-post={routine.post.slug}
    >
      <h3>
        <RouteLink to="routine" params={{ slug: routine.post.slug }}>
          {routine.post.title}
        </RouteLink>
      </h3>
      {routine.post.description ? <p>{routine.post.description}</p> : null}
      {routine.products.length > 0 ? (
        <>
          <h4>{t('account.products')}</h4>
          <ul className="routine-products">
            {routine.products.map((product) => (
              <li key={product.id} data-product-id={product.id}>
                <RouteLink to="product" params={{ slug: product.slug }}>
                  {product.name}
                </RouteLink>{' '}
                <Price cents={product.priceCents} />
                {product.inStock ? null : (
                  <span className="meta-note"> · {t('account.outOfStock')}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="meta-note">{t('account.noProducts')}</p>
      )}
      <Unavailable count={routine.unavailableCount} />
      <AddAllButton products={routine.products} testId="saved-routine-add-all" />
      <button
        type="button"
        className="text-button"
        onClick={() => void remove()}
        disabled={isLoading}
        data-testid="saved-routine-remove"
      >
        {t('account.remove')}
        <span className="sr-only"> {routine.post.title}</span>
      </button>
      {failed ? (
        <p className="field-error" role="alert">
          {t('account.removeFailed')}
        </p>
      ) : null}
    </li>
  );
}

function PersonalRoutineCard({ routine }: { routine: PersonalRoutine }) {
  const { t } = useTranslation('routines');
  const locale = useLocale();
  const products = routine.steps.flatMap((step) => (step.product ? [step.product] : []));
  return (
    <li
      className="form-card routine-card"
      data-testid="personal-routine"
      data-routine-id={routine.id}
    >
      <h3>{routine.title}</h3>
      <p className="meta-note">
        {routine.salonName
          ? t('account.fromSalon', { salon: routine.salonName })
          : t('account.fromUnknownSalon')}{' '}
        · {t('account.updated', { date: formatDate(routine.updatedAt, locale) })}
      </p>
      {routine.note ? <p className="routine-note">{routine.note}</p> : null}
      <ol className="routine-steps">
        {routine.steps.map((step) => (
          <li key={step.position} data-position={step.position} data-timing={step.timing}>
            <p className="eyebrow">
              {t('account.step', { position: step.position })} · {t(`timing.${step.timing}`)}
            </p>
            {step.product ? (
              <p>
                <RouteLink to="product" params={{ slug: step.product.slug }}>
                  {step.product.name}
                </RouteLink>{' '}
                <Price cents={step.product.priceCents} />
                {step.product.inStock ? null : (
                  <span className="meta-note"> · {t('account.outOfStock')}</span>
                )}
              </p>
            ) : (
              <p className="meta-note">{t('account.noLongerSold')}</p>
            )}
            {step.instructions ? <p className="routine-note">{step.instructions}</p> : null}
          </li>
        ))}
      </ol>
      <Unavailable count={routine.unavailableCount} />
      <AddAllButton products={products} testId="personal-routine-add-all" />
    </li>
  );
}

function ProductList({ products }: { products: SavedSkinAnalysis['morning'] }) {
  return (
    <ol className="routine-products">
      {products.map((product) => (
        <li key={product.id} data-product-id={product.id}>
          <RouteLink to="product" params={{ slug: product.slug }}>
            {product.name}
          </RouteLink>{' '}
          <Price cents={product.priceCents} />
        </li>
      ))}
    </ol>
  );
}

function SavedAnalysisCard({ analysis }: { analysis: SavedSkinAnalysis }) {
  const { t } = useTranslation('skinAnalysis');
  const locale = useLocale();
  const [remove, { isLoading, isError }] = useRemoveSkinAnalysisMutation();
  const products = [...analysis.morning, ...analysis.evening];
  return (
    <li
      className="form-card routine-card"
      data-testid="saved-analysis"
      data-line={analysis.line}
      data-analysis-id={analysis.id}
    >
      <h4>{analysis.title}</h4>
      <p className="meta-note">
        {t('saved.answers', { date: formatDate(analysis.savedAt, locale) })}
      </p>
      {analysis.morning.length > 0 ? (
        <>
          <h5>{t('result.morning')}</h5>
          <ProductList products={analysis.morning} />
        </>
      ) : null}
      {analysis.evening.length > 0 ? (
        <>
          <h5>{t('result.evening')}</h5>
          <ProductList products={analysis.evening} />
        </>
      ) : null}
      <AddAllButton
        products={products}
        testId="saved-analysis-add-all"
        label={t('result.addAll')}
      />
      <button
        type="button"
        className="text-button"
        onClick={() => void remove(analysis.id)}
        disabled={isLoading}
        data-testid="saved-analysis-remove"
      >
        {t('saved.remove')}
        <span className="sr-only"> {analysis.title}</span>
      </button>
      {isError ? (
        <p className="field-error" role="alert">
          {t('result.saveFailed')}
        </p>
      ) : null}
    </li>
  );
}

export default function AccountRoutinesPage() {
  const { t } = useTranslation('routines');
  const { t: tc } = useTranslation();
  const { t: ts } = useTranslation('skinAnalysis');
  const locale = useLocale();
  const signedIn = useHasSignIn();
  const { data, isError, isFetching, refetch } = useListAccountRoutinesQuery(locale, {
    skip: !signedIn,
  });
  return (
    <section className="account-routines" data-testid="account-routines">
      <h2>{tc('routes.accountRoutines.title')}</h2>
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <section aria-labelledby="saved-analyses-title">
            <h3 id="saved-analyses-title">{ts('saved.title')}</h3>
            {data.analyses.length === 0 ? (
              <p data-testid="saved-analyses-empty">
                {ts('saved.empty')}{' '}
                <RouteLink to="skinAnalysis" className="text-link">
                  {ts('saved.take')}
                </RouteLink>
              </p>
            ) : (
              <ul className="routine-list">
                {data.analyses.map((analysis) => (
                  <SavedAnalysisCard key={analysis.id} analysis={analysis} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="personal-routines-title">
            <h3 id="personal-routines-title">{t('account.personalTitle')}</h3>
            {data.personal.length === 0 ? (
              <p data-testid="personal-routines-empty">
                {t('account.personalEmpty')}{' '}
                <RouteLink to="accountBeautician" className="text-link">
                  {t('account.chooseSalon')}
                </RouteLink>
              </p>
            ) : (
              <ul className="routine-list">
                {data.personal.map((routine) => (
                  <PersonalRoutineCard key={routine.id} routine={routine} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="saved-routines-title">
            <h3 id="saved-routines-title">{t('account.savedTitle')}</h3>
            {data.saved.length === 0 ? (
              <p data-testid="saved-routines-empty">
                {t('account.savedEmpty')}{' '}
                <RouteLink to="routines" className="text-link">
                  {t('account.browse')}
                </RouteLink>
              </p>
            ) : (
              <ul className="routine-list">
                {data.saved.map((routine) => (
                  <SavedRoutineCard key={routine.post.id} routine={routine} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
