import { SearchFilter } from '../../components/search-filter';
import { DataTable, DateField, FunctionField, List, SelectInput } from 'react-admin';
import { PartnerApplicationStatusChip } from './partner-application-actions';
import type { PartnerApplication } from '../../api/types';
import { statusChoices } from './partner-application-status';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="partnerApplications.filters.q" />,
  <SelectInput
    key="status"
    source="status"
    label="partnerApplications.fields.status"
    choices={statusChoices}
    alwaysOn
  />,
];

export function PartnerApplicationList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="company" label="partnerApplications.fields.company" />
        <DataTable.Col source="lastName" label="partnerApplications.fields.contact" disableSort>
          <FunctionField<PartnerApplication> render={(r) => `${r.firstName} ${r.lastName}`} />
        </DataTable.Col>
        <DataTable.Col source="email" label="partnerApplications.fields.email" disableSort />
        <DataTable.Col source="city" label="partnerApplications.fields.city" />
        <DataTable.Col source="status" label="partnerApplications.fields.status">
          <PartnerApplicationStatusChip />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="partnerApplications.fields.createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
