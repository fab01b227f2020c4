import { SearchFilter } from '../../components/search-filter';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DateField,
  Edit,
  List,
  NullableBooleanInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminStore } from '../../api/types';
import { StoreAccounts } from './store-accounts';
import { StoreForm } from './store-form';
import { ArchiveActions, SaveOnlyToolbar } from '../../components/archive-buttons';
import { StorePartnerOrders } from './store-partner-orders';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="stores.filters.q" />,
  <NullableBooleanInput
    key="officialPartner"
    source="officialPartner"
    label="stores.fields.officialPartner"
    alwaysOn
  />,
  <BooleanInput key="active" source="active" label="stores.fields.active" />,
  <BooleanInput key="archived" source="archived" label="archive.archived" />,
];

export function StoreList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="stores.fields.name" />
        <DataTable.Col source="address" label="stores.fields.address" disableSort />
        <DataTable.Col source="city" label="stores.fields.city" />
        <DataTable.Col source="country" label="stores.fields.country" disableSort />
        <DataTable.Col source="officialPartner" label="stores.fields.officialPartner">
          <BooleanField source="officialPartner" />
        </DataTable.Col>
        <DataTable.Col source="active" label="stores.fields.active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="archivedAt" label="archive.archived" disableSort>
          <DateField source="archivedAt" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="stores.fields.createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function StoreTitle() {
  const record = useRecordContext<AdminStore>();
  const translate = useTranslate();
  return <>{record ? translate('stores.editTitle', { name: record.name }) : ''}</>;
}

export function StoreEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<StoreTitle />}
      actions={<ArchiveActions name={(record) => String(record.name ?? '')} />}
    >
      <StoreForm toolbar={<SaveOnlyToolbar />} />
      <StoreAccounts />
      <StorePartnerOrders />
    </Edit>
  );
}

export function StoreCreate() {
  return (
    <Create redirect="list" title="stores.createTitle">
      <StoreForm />
    </Create>
  );
}
