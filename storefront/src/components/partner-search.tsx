/** Search the official partner salons by name or city and pick one (checkout and the account's specialist choice). */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerStoreSearch, useListStoresQuery, type PartnerStore } from '../lib/shop-api.ts';
import { LoadFailed, Loading } from './query-state.tsx';

const debounceMs = 300;

export function PartnerSearch({
  onChoose,
  chosenId,
  busy = false,
}: {
  onChoose: (store: PartnerStore) => void;
  chosenId: string | null;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(query.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [query]);
  const { data, isFetching, isError, refetch } = useListStoresQuery(partnerStoreSearch(sent), {
    skip: sent.length < 2,
  });

  return (
    <div className="partner-search" data-testid="partner-search">
      <div className="field">
        <label htmlFor={inputId}>{t('specialist.searchLabel')}</label>
        <p className="field-hint">{t('specialist.searchHint')}</p>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          data-testid="partner-search-input"
        />
      </div>
      {sent.length < 2 ? null : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p className="meta-note" role="status" data-testid="partner-none">
          {t('specialist.noResults')}
        </p>
      ) : (
        <ul className="partner-results" aria-busy={isFetching || undefined}>
          {data.data.map((store) => (
            <li
              key={store.id}
              className={
                store.id === chosenId ? 'partner-result partner-result-chosen' : 'partner-result'
              }
            >
              <div>
                <strong>{store.name}</strong>
                <span className="meta-note">
                  {store.address}, {store.postalCode} {store.city}
                </span>
              </div>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => onChoose(store)}
                disabled={busy || store.id === chosenId}
                data-testid="partner-choose"
              >
                {store.id === chosenId ? t('specialist.chosen') : t('specialist.choose')}
                <span className="sr-only"> {store.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
