import { DataTable, List, NumberField } from 'react-admin';

/** Products people wait for, most awaited first; the row opens the product. */
export function StockAlertList() {
  return (
    <List exporter={false} sort={{ field: 'waiting', order: 'DESC' }}>
      <DataTable
        rowClick={(id) => `/products/${String(id)}`}
        bulkActionButtons={false}
        data-testid="stock-alert-list"
      >
        <DataTable.Col source="name" label="stockAlerts.fields.product" disableSort />
        <DataTable.Col source="stock" label="stockAlerts.fields.stock" disableSort>
          <NumberField source="stock" />
        </DataTable.Col>
        <DataTable.Col source="waiting" label="stockAlerts.fields.waiting">
          <NumberField source="waiting" />
        </DataTable.Col>
        <DataTable.Col source="unconfirmed" label="stockAlerts.fields.unconfirmed" disableSort>
          <NumberField source="unconfirmed" />
        </DataTable.Col>
        <DataTable.Col source="notified" label="stockAlerts.fields.notified" disableSort>
          <NumberField source="notified" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
