import Box from '@mui/material/Box';
import { DataTable, List, NumberField, TextField, useRecordContext } from 'react-admin';
import type { AdminCollection } from '../../api/types';

function ColourField() {
  const record = useRecordContext<AdminCollection>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: record.colour,
          border: 1,
          borderColor: 'divider',
        }}
      />
      {record.colour}
    </Box>
  );
}

export function CollectionList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="position" label="collections.fields.position">
          <NumberField source="position" />
        </DataTable.Col>
        <DataTable.Col source="name" label="collections.fields.name" disableSort />
        <DataTable.Col source="slug" label="collections.fields.slug">
          <TextField source="slug" />
        </DataTable.Col>
        <DataTable.Col source="colour" label="collections.fields.colour" disableSort>
          <ColourField />
        </DataTable.Col>
        <DataTable.Col source="productCount" label="collections.fields.productCount" disableSort>
          <NumberField source="productCount" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
