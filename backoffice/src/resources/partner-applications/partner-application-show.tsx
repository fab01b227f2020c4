import {
  BooleanField,
  DateField,
  FunctionField,
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  PartnerApplicationStatusButtons,
  PartnerApplicationStatusChip,
} from './partner-application-actions';
import type { PartnerApplication } from '../../api/types';

function Title() {
  const record = useRecordContext<PartnerApplication>();
  const translate = useTranslate();
  return (
    <span>{translate('partnerApplications.showTitle', { company: record?.company ?? '' })}</span>
  );
}

/** After approval: links to the partner store created for the salon. */
function StoreLink() {
  const record = useRecordContext<PartnerApplication>();
  const translate = useTranslate();
  if (!record?.storeId) return <span>—</span>;
  return (
    <Link to={`/stores/${record.storeId}`} data-testid="partner-application-store">
      {translate('partnerApplications.openStore')}
    </Link>
  );
}

export function PartnerApplicationShow() {
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <PartnerApplicationStatusButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Labeled label="partnerApplications.fields.status">
          <PartnerApplicationStatusChip />
        </Labeled>
        <TextField source="company" label="partnerApplications.fields.company" />
        <FunctionField<PartnerApplication>
          label="partnerApplications.fields.contact"
          render={(r) => `${r.firstName} ${r.lastName}`}
        />
        <TextField source="email" label="partnerApplications.fields.email" />
        <TextField source="phone" label="partnerApplications.fields.phone" />
        <FunctionField<PartnerApplication>
          label="partnerApplications.fields.address"
          render={(r) => `${r.street} ${r.houseNumber}, ${r.postalCode} ${r.city}, ${r.country}`}
        />
        <UrlField
          source="website"
          label="partnerApplications.fields.website"
          emptyText="—"
          target="_blank"
          rel="noopener noreferrer"
        />
        <TextField source="vatNumber" label="partnerApplications.fields.vatNumber" emptyText="—" />
        <TextField source="howFound" label="partnerApplications.fields.howFound" />
        <BooleanField source="newsletter" label="partnerApplications.fields.newsletter" />
        <TextField source="locale" label="partnerApplications.fields.locale" />
        <DateField source="createdAt" label="partnerApplications.fields.createdAt" showTime />
        <Labeled label="partnerApplications.fields.store">
          <StoreLink />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
