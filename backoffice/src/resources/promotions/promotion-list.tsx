import {
  BooleanField,
  DataTable,
  FunctionField,
  List,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AdminPromotion } from '../../api/types';
import { formatDate } from '../../i18n/formats';
import { formatCents } from '../../lib/money';
import { valueText } from './promotion-form';

export function PromotionList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = (value: string | null) => (value ? formatDate(value, locale) : '…');
  return (
    <List pagination={false} exporter={false} empty={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="promotions.fields.name" disableSort />
        <DataTable.Col source="code" label="promotions.fields.code" disableSort>
          <FunctionField<AdminPromotion>
            render={(p) => p.code ?? translate('promotions.automatic')}
          />
        </DataTable.Col>
        <DataTable.Col source="kind" label="promotions.fields.kind" disableSort>
          <FunctionField<AdminPromotion>
            render={(p) =>
              `${translate(`promotions.kinds.${p.kind}`)} · ${translate(`promotions.targets.${p.target}`)}`
            }
          />
        </DataTable.Col>
        <DataTable.Col source="value" label="promotions.fields.value" disableSort>
          <FunctionField<AdminPromotion>
            render={(p) => valueText(p, (cents) => formatCents(cents, locale))}
          />
        </DataTable.Col>
        <DataTable.Col source="startsAt" label="promotions.fields.period" disableSort>
          <FunctionField<AdminPromotion> render={(p) => `${day(p.startsAt)} – ${day(p.endsAt)}`} />
        </DataTable.Col>
        <DataTable.Col source="usedCount" label="promotions.fields.uses" disableSort>
          <FunctionField<AdminPromotion>
            render={(p) => `${p.usedCount} / ${p.usageLimit ?? '∞'}`}
          />
        </DataTable.Col>
        <DataTable.Col source="combinable" label="promotions.fields.combinable" disableSort>
          <BooleanField source="combinable" />
        </DataTable.Col>
        <DataTable.Col source="active" label="promotions.fields.active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
