import Chip from '@mui/material/Chip';
import {
  DataTable,
  DateField,
  Edit,
  List,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useRecordContext,
  useTranslate,
  Labeled,
} from 'react-admin';
import { ROLES } from '../../api/generated/enums';
import type { AdminUser } from '../../api/types';
import { choicesOf } from '../../lib/choices';

const roleChoices = choicesOf(ROLES, 'users.roles');

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" label="users.fields.role" choices={roleChoices} alwaysOn />,
];

function RoleChip() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={
        record.role === 'admin' ? 'secondary' : record.role === 'customer' ? 'default' : 'primary'
      }
      label={translate(`users.roles.${record.role}`)}
    />
  );
}

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="email" label="users.fields.email" />
        <DataTable.Col source="firstName" label="users.fields.firstName" disableSort />
        <DataTable.Col source="lastName" label="users.fields.lastName" />
        <DataTable.Col source="role" label="users.fields.role">
          <RoleChip />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="users.fields.createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function UserTitle() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  return <>{record ? translate('users.editTitle', { email: record.email }) : ''}</>;
}

/** Only the role changes here (admins only; the API refuses one's own role). */
export function UserEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" title={<UserTitle />}>
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Labeled label="users.fields.email">
          <TextField source="email" />
        </Labeled>
        <Labeled label="users.fields.name">
          <span>
            <TextField source="firstName" /> <TextField source="lastName" />
          </span>
        </Labeled>
        <SelectInput
          source="role"
          label="users.fields.role"
          choices={roleChoices}
          helperText={translate('users.roleHint')}
        />
      </SimpleForm>
    </Edit>
  );
}
