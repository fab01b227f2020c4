import { DataTable, FunctionField, List, TextField, useTranslate } from 'react-admin';
import type { AdminShippingZone } from '../../api/types';
import { MoneyField } from '../../components/money-field';

export function ShippingZoneList() {
  const translate = useTranslate();
  return (
    <List pagination={false} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="shippingZones.fields.name" disableSort />
        <DataTable.Col source="code" label="shippingZones.fields.code" disableSort>
          <TextField source="code" />
        </DataTable.Col>
        <DataTable.Col source="countries" label="shippingZones.fields.countries" disableSort>
          <FunctionField<AdminShippingZone> render={(zone) => zone.countries.join(', ')} />
        </DataTable.Col>
        <DataTable.Col source="costCents" label="shippingZones.fields.cost" disableSort>
          <MoneyField source="costCents" />
        </DataTable.Col>
        <DataTable.Col source="freeFromCents" label="shippingZones.fields.freeFrom" disableSort>
          <FunctionField<AdminShippingZone>
            render={(zone) =>
              zone.freeFromCents === null ? translate('shippingZones.never') : null
            }
          />
          <MoneyField source="freeFromCents" />
        </DataTable.Col>
        <DataTable.Col source="minWorkingDays" label="shippingZones.fields.days" disableSort>
          <FunctionField<AdminShippingZone>
            render={(zone) =>
              translate('shippingZones.daysValue', {
                min: zone.minWorkingDays,
                max: zone.maxWorkingDays,
              })
            }
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
