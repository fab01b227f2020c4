import Chip from '@mui/material/Chip';
import {
  DataTable,
  DateField,
  List,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { WITHDRAWAL_STATUSES } from '../../api/generated/enums';
import type { AdminWithdrawal } from '../../api/types';
import { SearchFilter } from '../../components/search-filter';

export const withdrawalStatusChoices = WITHDRAWAL_STATUSES.map((id) => ({
  id,
  name: `withdrawals.status.${id}`,
}));

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="withdrawals.filters.q" />,
  <SelectInput
    key="status"
    source="status"
    label="withdrawals.fields.status"
    choices={withdrawalStatusChoices}
    alwaysOn
  />,
];

export function WithdrawalStatusChip() {
  const record = useRecordContext<AdminWithdrawal>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={
        record.status === 'requested'
          ? 'warning'
          : record.status === 'received'
            ? 'info'
            : 'success'
      }
      label={translate(`withdrawals.status.${record.status}`)}
    />
  );
}

/** The refund's due day: the shop's promise once received, else the legal latest. */
function DueOn() {
  const record = useRecordContext<AdminWithdrawal>();
  if (!record || record.status === 'refunded') return null;
  return <>{record.refundDueOn ?? record.legalRefundDueOn}</>;
}

export function WithdrawalList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="orderNumber" label="withdrawals.fields.orderNumber" />
        <DataTable.Col source="requestedAt" label="withdrawals.fields.requestedAt" disableSort>
          <DateField source="requestedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="email" label="withdrawals.fields.email" />
        <DataTable.Col source="status" label="withdrawals.fields.status">
          <WithdrawalStatusChip />
        </DataTable.Col>
        <DataTable.Col source="refundDueOn" label="withdrawals.fields.refundDueOn" disableSort>
          <DueOn />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
