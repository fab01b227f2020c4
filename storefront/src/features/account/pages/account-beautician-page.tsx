/** Specialist choice (SPEC §4, §8): the chosen partner salon, search and choose another, or remove it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerSearch } from '../../../components/partner-search.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import {
  errorCodeOf,
  useGetSpecialistQuery,
  useRemoveSpecialistMutation,
  useSetSpecialistMutation,
  type PartnerStore,
} from '../../../lib/shop-api.ts';
import { SavedMessage, useSavedMessage } from '../components/saved-message.tsx';

export default function AccountBeauticianPage() {
  const { t } = useTranslation('account');
  const { data, isError, isFetching, refetch } = useGetSpecialistQuery();
  const [setSpecialist, setting] = useSetSpecialistMutation();
  const [removeSpecialist, removing] = useRemoveSpecialistMutation();
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = useSavedMessage();
  const busy = setting.isLoading || removing.isLoading;

  const choose = async (store: PartnerStore) => {
    setProblem(null);
    saved.hide();
    const result = await setSpecialist({ storeId: store.id });
    if (result.error) {
      setProblem(
        errorCodeOf(result.error) === 'SPECIALIST_NOT_OFFICIAL_PARTNER'
          ? t('beautician.notPartner')
          : t('beautician.failed'),
      );
      return;
    }
    setSearching(false);
    saved.show(t('beautician.saved', { name: store.name }));
  };
  const remove = async () => {
    setProblem(null);
    saved.hide();
    const result = await removeSpecialist();
    if (result.error) setProblem(t('beautician.failed'));
    else saved.show(t('beautician.removed'));
  };

  const store = data?.store ?? null;
  return (
    <section>
      <ScreenHeader level="h2" />
      <div className="form-card beautician-privacy">
        <h3>{t('beautician.privacyTitle')}</h3>
        <p>{t('beautician.privacySees')}</p>
        <p>{t('beautician.privacyNever')}</p>
        <p>{t('beautician.privacyRemove')}</p>
      </div>
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : (
        <div className="form-card" data-testid="beautician-current" data-store-id={store?.id ?? ''}>
          <h3>{t('beautician.currentTitle')}</h3>
          {store ? (
            <p>
              <strong>{store.name}</strong>
              <br />
              {store.address}, {store.postalCode} {store.city}
            </p>
          ) : (
            <p>{t('beautician.none')}</p>
          )}
          <div className="form-actions">
            {searching ? null : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => setSearching(true)}
                data-testid="beautician-search"
              >
                {store ? t('beautician.change') : t('beautician.choose')}
              </button>
            )}
            {store ? (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => void remove()}
                disabled={busy}
                data-testid="beautician-remove"
              >
                {t('beautician.remove')}
              </button>
            ) : null}
          </div>
          {problem ? (
            <p className="field-error" role="alert" data-testid="beautician-problem">
              {problem}
            </p>
          ) : null}
          <SavedMessage message={saved.message} />
          {searching ? (
            <PartnerSearch
              chosenId={store?.id ?? null}
              onChoose={(chosen) => void choose(chosen)}
              busy={busy}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
