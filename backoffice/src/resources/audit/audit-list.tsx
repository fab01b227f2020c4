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

const ENTITY_TYPES = [
  'post',
  'review',
  'partner_application',
  'store',
  'product',
  'collection',
  'order',
  'user',
  'campaign',
  'job',
];

const filters = [
  <SelectInput
    key="entityType"
    source="entityType"
    label="audit.fields.entityType"
    choices={ENTITY_TYPES.map((id) => ({ id, name: `audit.types.${id}` }))}
    alwaysOn
  />,
  <TextInput key="entityId" source="entityId" label="audit.fields.entityId" />,
  <TextInput key="action" source="action" label="audit.fields.action" />,
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
        <DataTable.Col source="action" label="audit.fields.action" />
        <DataTable.Col source="entityType" label="audit.fields.entityType" />
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
