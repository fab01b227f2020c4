import {
  DataTable,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '../../api/types';

/** The record types the API writes to the audit log (`entityType`). */
export const ENTITY_TYPES = [
  'post',
  'review',
  'partner-application',
  'store',
  'product',
  'collection',
  'order',
  'user',
  'newsletter_campaign',
  'job',
  'shipping_zone',
  'withdrawal',
];

/** The actions the API writes to the audit log; each has a text under `audit.actions`. */
export const AUDIT_ACTIONS = [
  'post.create',
  'post.update',
  'post.delete',
  'post.publish',
  'post.unpublish',
  'review.approve',
  'review.reject',
  'partner-application.review',
  'partner-application.reject',
  'partner-application.approve',
  'store.create',
  'store.update',
  'store.profile',
  'store.archive',
  'store.restore',
  'store.delete',
  'product.create',
  'product.update',
  'product.stock',
  'product.archive',
  'product.restore',
  'product.delete',
  'collection.create',
  'collection.update',
  'collection.delete',
  'order.status',
  'order.refund',
  'user.role',
  'job.retry',
  'newsletter.campaign.create',
  'newsletter.campaign.update',
  'newsletter.campaign.delete',
  'newsletter.campaign.schedule',
  'newsletter.campaign.unschedule',
  'newsletter.campaign.send',
  'newsletter.campaign.test',
  'newsletter.campaign.resend_interrupted',
  'shipping_zone.create',
  'shipping_zone.update',
  'shipping_zone.delete',
  'withdrawal.received',
  'withdrawal.refunded',
];

/** A translated action or record type; an unknown one (a newer API) shows as it is. */
function Translated({ value, prefix }: { value: string | undefined; prefix: string }) {
  const translate = useTranslate();
  return value ? <>{translate(`${prefix}.${value}`, { _: value })}</> : null;
}

const filters = [
  <SelectInput
    key="entityType"
    source="entityType"
    label="audit.fields.entityType"
    choices={ENTITY_TYPES.map((id) => ({ id, name: `audit.types.${id}` }))}
    alwaysOn
  />,
  <TextInput key="entityId" source="entityId" label="audit.fields.entityId" />,
  <SelectInput
    key="action"
    source="action"
    label="audit.fields.action"
    choices={AUDIT_ACTIONS.map((id) => ({ id, name: `audit.actions.${id}` }))}
  />,
];

/** One line per change: the changed fields as `field: before → after`, anything else as JSON. */
export function describeChanges(changes: Record<string, unknown> | null): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, value]) => {
      if (Array.isArray(value) && value.length === 2)
        return `${field}: ${JSON.stringify(value[0])} → ${JSON.stringify(value[1])}`;
      return `${field}: ${JSON.stringify(value)}`;
    })
    .join('; ');
}

/** The e-mail of the staff member who acted; entries without one were written by the system's jobs. */
function AuditActor({ record }: { record: AuditEntry }) {
  const translate = useTranslate();
  return <>{record.actorEmail ?? (record.actorId ? record.actorId : translate('audit.system'))}</>;
}

/** The audit log, newest first; read-only. */
export function AuditList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      title="audit.title"
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="createdAt" label="audit.fields.createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorEmail" label="audit.fields.actor" disableSort>
          <FunctionField<AuditEntry> render={(record) => <AuditActor record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="action" label="audit.fields.action">
          <FunctionField<AuditEntry>
            render={(record) => <Translated value={record.action} prefix="audit.actions" />}
          />
        </DataTable.Col>
        <DataTable.Col source="entityType" label="audit.fields.entityType">
          <FunctionField<AuditEntry>
            render={(record) => <Translated value={record.entityType} prefix="audit.types" />}
          />
        </DataTable.Col>
        <DataTable.Col source="entityId" label="audit.fields.entityId" disableSort />
        <DataTable.Col label="audit.fields.changes" disableSort>
          <FunctionField<AuditEntry>
            render={(record) => (
              <span style={{ wordBreak: 'break-word' }}>{describeChanges(record.changes)}</span>
            )}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
