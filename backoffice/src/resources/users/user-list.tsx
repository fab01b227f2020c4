import Chip from '@mui/material/Chip';
import { LimitedTextInput } from '../../components/limited-text-input';
import {
  Create,
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
  email,
  required,
  useRecordContext,
  useTranslate,
  Labeled,
} from 'react-admin';
import { LOCALES, ROLES, STAFF_ROLES } from '../../api/generated/enums';
import type { AdminUser } from '../../api/types';
import { choicesOf } from '../../lib/choices';

const roleChoices = choicesOf(ROLES, 'users.roles');
const staffRoleChoices = choicesOf(STAFF_ROLES, 'users.roles');
const localeChoices = LOCALES.map((id) => ({ id, name: `newsletter.locales.${id}` }));
/** STAFF_INVITATION_DAYS' default: the hint names it. */
const INVITATION_DAYS = 3;

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

/**
 * Invites an admin or partner manager: e-mail and name only. Nobody sets another person's
 * password: the invitation mail carries a single-use link to choose it.
 */
export function UserCreate() {
  const translate = useTranslate();
  return (
    <Create title="users.createTitle" redirect="list">
      <SimpleForm>
        <LimitedTextInput
          source="email"
          type="email"
          label="users.fields.email"
          max={320}
          validate={[required(), email()]}
        />
        <LimitedTextInput
          source="firstName"
          label="users.fields.firstName"
          max={100}
          validate={required()}
        />
        <LimitedTextInput
          source="lastName"
          label="users.fields.lastName"
          max={100}
          validate={required()}
        />
        <SelectInput
          source="role"
          label="users.fields.role"
          choices={staffRoleChoices}
          validate={required()}
        />
        <SelectInput
          source="locale"
          label="users.fields.locale"
          choices={localeChoices}
          defaultValue="nl"
          validate={required()}
          helperText={translate('users.inviteHint', { days: INVITATION_DAYS })}
        />
      </SimpleForm>
    </Create>
  );
}
