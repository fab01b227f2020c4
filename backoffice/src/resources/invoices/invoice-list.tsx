import Chip from '@mui/material/Chip';
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminInvoice } from '../../api/types';
import { MoneyField } from '../../components/money-field';
import { ExportCsvButton, PdfButton } from './invoice-actions';
import { currentMonthPeriod } from './invoice-files';

export const kindChoices = [
  { id: 'invoice', name: 'invoices.kind.invoice' },
  { id: 'credit_note', name: 'invoices.kind.credit_note' },
];

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label="invoices.fields.kind"
    choices={kindChoices}
    alwaysOn
  />,
  <DateInput key="issuedFrom" source="issuedFrom" label="invoices.filters.issuedFrom" alwaysOn />,
  <DateInput key="issuedTo" source="issuedTo" label="invoices.filters.issuedTo" alwaysOn />,
];

export function InvoiceKindChip() {
  const record = useRecordContext<AdminInvoice>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.kind === 'credit_note' ? 'warning' : 'default'}
      label={translate(`invoices.kind.${record.kind}`)}
    />
  );
}

/** Issued invoices and credit notes, by period (this month first) and type; never editable. */
export function InvoiceList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={currentMonthPeriod()}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton />
        </TopToolbar>
      }
      sort={{ field: 'issueDate', order: 'DESC' }}
      perPage={50}
      title="invoices.title"
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" label="invoices.fields.number" />
        <DataTable.Col source="kind" label="invoices.fields.kind" disableSort>
          <InvoiceKindChip />
        </DataTable.Col>
        <DataTable.Col source="issueDate" label="invoices.fields.issueDate" />
        <DataTable.Col source="orderNumber" label="invoices.fields.order" disableSort />
        <DataTable.Col source="buyerName" label="invoices.fields.buyer" disableSort />
        <DataTable.Col source="refersToNumber" label="invoices.fields.refersTo" disableSort />
        <DataTable.Col source="netCents" label="invoices.fields.net" disableSort>
          <MoneyField source="netCents" />
        </DataTable.Col>
        <DataTable.Col source="vatCents" label="invoices.fields.vat" disableSort>
          <MoneyField source="vatCents" />
        </DataTable.Col>
        <DataTable.Col source="totalCents" label="invoices.fields.total">
          <MoneyField source="totalCents" />
        </DataTable.Col>
        <DataTable.Col label="invoices.pdf" disableSort>
          <PdfButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
