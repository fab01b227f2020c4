import {
  DataTable,
  DateField,
  List,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminCampaign } from '../../api/types';
import { CampaignProgressBar } from './campaign-panel';
import { CAMPAIGN_STATUS_CHOICES, LOCALE_CHOICES } from './newsletter-choices';

const filters = [
  <SelectInput
    key="locale"
    source="locale"
    label="newsletter.fields.locale"
    choices={LOCALE_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="newsletter.fields.status"
    choices={CAMPAIGN_STATUS_CHOICES}
    alwaysOn
  />,
];

function StatusCell() {
  const record = useRecordContext<AdminCampaign>();
  const translate = useTranslate();
  return record ? <span>{translate(`newsletter.campaign_status.${record.status}`)}</span> : null;
}

function ProgressCell() {
  const record = useRecordContext<AdminCampaign>();
  if (!record || (record.status !== 'sending' && record.status !== 'sent')) return null;
  return <CampaignProgressBar progress={record.progress} />;
}

export function CampaignList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="subject" label="newsletter.fields.subject" />
        <DataTable.Col source="locale" label="newsletter.fields.locale" />
        <DataTable.Col source="status" label="newsletter.fields.status">
          <StatusCell />
        </DataTable.Col>
        <DataTable.Col label="newsletter.fields.progress" disableSort>
          <ProgressCell />
        </DataTable.Col>
        <DataTable.Col source="sendAt" label="newsletter.fields.sendAt">
          <DateField source="sendAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="newsletter.fields.createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
