import { SearchFilter } from '../../components/search-filter';
import Chip from '@mui/material/Chip';
import {
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoneyField } from '../../components/money-field';
import { paidStatusChoices, paidStatusColour, statusChoices, statusColour } from './order-state';
import type { AdminOrderSummary } from '../../api/types';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="orders.filters.q" />,
  <SelectInput
    key="status"
    source="status"
    label="orders.fields.status"
    choices={statusChoices}
    alwaysOn
  />,
  <SelectInput
    key="paidStatus"
    source="paidStatus"
    label="orders.fields.paidStatus"
    choices={paidStatusChoices}
  />,
  <DateInput key="createdFrom" source="createdFrom" label="orders.filters.createdFrom" />,
  <DateInput key="createdTo" source="createdTo" label="orders.filters.createdTo" />,
];

export function OrderStatusChip({ field }: { field: 'status' | 'paidStatus' }) {
  const record = useRecordContext<AdminOrderSummary>();
  const translate = useTranslate();
  if (!record) return null;
  const value = record[field];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={field === 'status' ? statusColour(value) : paidStatusColour(value)}
      label={translate(`orders.${field}.${value}`)}
    />
  );
}

export function OrderList() {
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" label="orders.fields.number" />
        <DataTable.Col source="createdAt" label="orders.fields.createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="email" label="orders.fields.email" />
        <DataTable.Col source="customerName" label="orders.fields.customer" disableSort />
        <DataTable.Col source="status" label="orders.fields.status">
          <OrderStatusChip field="status" />
        </DataTable.Col>
        <DataTable.Col source="paidStatus" label="orders.fields.paidStatus">
          <OrderStatusChip field="paidStatus" />
        </DataTable.Col>
        <DataTable.Col source="totalCents" label="orders.fields.total">
          <MoneyField source="totalCents" />
        </DataTable.Col>
        <DataTable.Col source="itemCount" label="orders.fields.items" disableSort />
      </DataTable>
    </List>
  );
}
