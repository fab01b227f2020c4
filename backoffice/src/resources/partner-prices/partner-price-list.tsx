import Typography from '@mui/material/Typography';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SearchFilter } from '../../components/search-filter';
import { MoneyField } from '../../components/money-field';
import type { PartnerPrice } from '../../api/types';
import { partnerDiscountPercent } from './partner-price';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="partnerPrices.filters.q" />,
  <NullableBooleanInput
    key="inPartnerShop"
    source="inPartnerShop"
    label="partnerPrices.fields.inPartnerShop"
    alwaysOn
  />,
  <NullableBooleanInput
    key="partnerOnly"
    source="partnerOnly"
    label="partnerPrices.fields.partnerOnly"
    alwaysOn
  />,
  <NullableBooleanInput key="active" source="active" label="partnerPrices.fields.active" />,
];

/** The professional price, or "not in the partner shop". */
function PartnerPriceCell() {
  const record = useRecordContext<PartnerPrice>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.partnerPriceCents === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('partnerPrices.notInShop')}
      </Typography>
    );
  }
  return <MoneyField source="partnerPriceCents" />;
}

function DiscountCell() {
  const record = useRecordContext<PartnerPrice>();
  const discount = record ? partnerDiscountPercent(record) : null;
  return discount === null ? null : <>{discount} %</>;
}

/** The partner shop's professional price list: one row per product, click to edit its partner fields. */
export function PartnerPriceList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={50} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="partnerPrices.fields.name" />
        <DataTable.Col source="size" label="partnerPrices.fields.size" />
        <DataTable.Col source="priceCents" label="partnerPrices.fields.priceCents">
          <MoneyField source="priceCents" />
        </DataTable.Col>
        <DataTable.Col source="vatRate" label="partnerPrices.fields.vatRate" disableSort />
        <DataTable.Col source="partnerPriceCents" label="partnerPrices.fields.partnerPriceCents">
          <PartnerPriceCell />
        </DataTable.Col>
        <DataTable.Col label="partnerPrices.fields.discount" disableSort>
          <DiscountCell />
        </DataTable.Col>
        <DataTable.Col
          source="partnerMinQuantity"
          label="partnerPrices.fields.partnerMinQuantity"
        />
        <DataTable.Col source="partnerOnly" label="partnerPrices.fields.partnerOnly">
          <BooleanField source="partnerOnly" />
        </DataTable.Col>
        <DataTable.Col source="active" label="partnerPrices.fields.active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
