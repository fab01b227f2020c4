/** The address book: list, add, edit, delete, make default. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '../../../components/address-card.tsx';
import {
  AddressForm,
  addressFieldNames,
  addressRequestOf,
  addressValuesOf,
  emptyAddress,
  type AddressValues,
} from '../../../components/address-form.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { defaultCountryByLocale } from '../../../lib/countries.ts';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/session.tsx';
import {
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useListAddressesQuery,
  useUpdateAddressMutation,
  type Address,
} from '../../../lib/shop-api.ts';
import { SavedMessage, useSavedMessage } from '../components/saved-message.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

function AddressItem({
  address,
  onEdit,
  onDone,
}: {
  address: Address;
  onEdit: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('account');
  const [update, updating] = useUpdateAddressMutation();
  const [remove, removing] = useDeleteAddressMutation();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = updating.isLoading || removing.isLoading;
  const makeDefault = async () => {
    const result = await update({ id: address.id, updateAddressDto: { isDefault: true } });
    setFailed(Boolean(result.error));
    if (!result.error) onDone(t('addresses.defaultSaved'));
  };
  const doRemove = async () => {
    const result = await remove(address.id);
    setFailed(Boolean(result.error));
    if (!result.error) onDone(t('addresses.deleted'));
  };
  return (
    <li className="address-item" data-testid="address-item" data-default={address.isDefault}>
      <AddressLines address={address} />
      {address.isDefault ? <p className="order-badge">{t('addresses.default')}</p> : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onEdit}
          disabled={busy}
          data-testid="address-edit"
        >
          {t('addresses.edit')}
        </button>
        {address.isDefault ? null : (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void makeDefault()}
            disabled={busy}
            data-testid="address-make-default"
          >
            {t('addresses.makeDefault')}
          </button>
        )}
        {confirming ? (
          <>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void doRemove()}
              disabled={busy}
              data-testid="address-delete-confirm"
            >
              {t('addresses.confirmDelete')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setConfirming(false)}
            >
              {t('addresses.keep')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="text-button"
            onClick={() => setConfirming(true)}
            disabled={busy}
            data-testid="address-delete"
          >
            {t('addresses.delete')}
          </button>
        )}
      </div>
      {failed ? (
        <p className="field-error" role="alert">
          {t('addresses.failed')}
        </p>
      ) : null}
    </li>
  );
}

export default function AccountAddressesPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const { data, isError, isFetching, refetch } = useListAddressesQuery();
  const [create] = useCreateAddressMutation();
  const [update] = useUpdateAddressMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const saved = useSavedMessage();

  const submit = async (values: AddressValues) => {
    const body = addressRequestOf(values);
    const result =
      editing?.kind === 'edit'
        ? await update({ id: editing.address.id, updateAddressDto: body })
        : await create(body);
    if (result.error) return formFailureOf(result.error, addressFieldNames);
    setEditing(null);
    saved.show(t('addresses.saved'));
    return null;
  };

  return (
    <section>
      <ScreenHeader level="h2" />
      <SavedMessage message={saved.message} />
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          {data.data.length === 0 ? <p className="lead">{t('addresses.empty')}</p> : null}
          <ul className="address-book" data-testid="address-book">
            {data.data.map((address) =>
              editing?.kind === 'edit' && editing.address.id === address.id ? null : (
                <AddressItem
                  key={address.id}
                  address={address}
                  onEdit={() => setEditing({ kind: 'edit', address })}
                  onDone={saved.show}
                />
              ),
            )}
          </ul>
          {editing ? (
            <AddressForm
              key={editing.kind === 'edit' ? editing.address.id : 'new'}
              initialValues={
                editing.kind === 'edit'
                  ? addressValuesOf(editing.address)
                  : {
                      ...emptyAddress(
                        user?.country ?? defaultCountryByLocale[locale],
                        user ?? undefined,
                      ),
                      isDefault: data.data.length === 0,
                    }
              }
              title={editing.kind === 'edit' ? t('addresses.editTitle') : t('addresses.newTitle')}
              submitLabel={tc('address.save')}
              pendingLabel={tc('address.saving')}
              onSubmit={submit}
              onCancel={() => setEditing(null)}
              testId="address-form"
            />
          ) : (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setEditing({ kind: 'new' })}
              data-testid="address-add"
            >
              {t('addresses.add')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
