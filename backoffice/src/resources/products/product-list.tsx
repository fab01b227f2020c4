import Chip from '@mui/material/Chip';
import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoneyField } from '../../components/money-field';
import { ProductExportButton, ProductImportButton } from './product-csv-buttons';
import { collectionChoices, typeChoices } from './product-choices';
import type { AdminProduct } from '../../api/types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="collection"
    source="collection"
    label="products.fields.collection"
    choices={collectionChoices}
    alwaysOn
  />,
  <SelectInput key="type" source="type" label="products.fields.type" choices={typeChoices} />,
  <NullableBooleanInput key="visible" source="visible" label="products.fields.visible" />,
  <BooleanInput key="lowStock" source="lowStock" label="products.filters.lowStock" />,
  <NullableBooleanInput key="archived" source="archived" label="archive.archived" />,
];

function StockField() {
  const record = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  if (!record) return null;
  return record.lowStock ? (
    <Chip
      size="small"
      color={record.stock === 0 ? 'error' : 'warning'}
      label={translate('products.stockLow', { stock: record.stock })}
    />
  ) : (
    <>{record.stock}</>
  );
}

function Labelled({ source, group }: { source: 'collection' | 'type'; group: string }) {
  const record = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  return record ? <>{translate(`products.${group}.${record[source]}`)}</> : null;
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ProductImportButton />
      <ProductExportButton />
    </TopToolbar>
  );
}

export function ProductList() {
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="products.fields.name" />
        <DataTable.Col source="collection" label="products.fields.collection">
          <Labelled source="collection" group="collections" />
        </DataTable.Col>
        <DataTable.Col source="type" label="products.fields.type">
          <Labelled source="type" group="types" />
        </DataTable.Col>
        <DataTable.Col source="priceCents" label="products.fields.price">
          <MoneyField source="priceCents" />
        </DataTable.Col>
        <DataTable.Col source="stock" label="products.fields.stock">
          <StockField />
        </DataTable.Col>
        <DataTable.Col source="visible" label="products.fields.visible" disableSort>
          <BooleanField source="visible" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
