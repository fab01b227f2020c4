import Typography from '@mui/material/Typography';
import {
  BooleanInput,
  Edit,
  NumberInput,
  SimpleForm,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatCents } from '../../lib/money';
import {
  partnerPriceToCents,
  partnerPriceToEuros,
  retailExVatCents,
  validateMinQuantity,
  validatePartnerPrice,
} from './partner-price';
import type { PartnerPrice } from '../../api/types';

function PartnerPriceTitle() {
  const record = useRecordContext<PartnerPrice>();
  const translate = useTranslate();
  return <>{record ? translate('partnerPrices.editTitle', { name: record.name }) : ''}</>;
}

/** The retail price for reference, with and without VAT. */
function RetailReference() {
  const record = useRecordContext<PartnerPrice>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate('partnerPrices.retailReference', {
        incl: formatCents(record.priceCents, locale),
        excl: formatCents(retailExVatCents(record.priceCents, record.vatRate), locale),
        vat: record.vatRate,
      })}
      {record.size ? ` · ${record.size}` : ''}
    </Typography>
  );
}

/** Only the three partner fields are sent (PATCH /api/admin/partner-prices/:id). */
const onlyPartnerFields = (data: Record<string, unknown>) => ({
  partnerPriceCents: data.partnerPriceCents ?? null,
  partnerMinQuantity: data.partnerMinQuantity,
  partnerOnly: Boolean(data.partnerOnly),
});

export function PartnerPriceEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<PartnerPriceTitle />}
      transform={onlyPartnerFields}
      redirect="list"
    >
      <SimpleForm warnWhenUnsavedChanges>
        <RetailReference />
        <NumberInput
          source="partnerPriceCents"
          label="partnerPrices.fields.partnerPriceEuro"
          helperText="partnerPrices.help.partnerPrice"
          format={partnerPriceToEuros}
          parse={partnerPriceToCents}
          validate={validatePartnerPrice}
          min={0.01}
          step={0.01}
        />
        <NumberInput
          source="partnerMinQuantity"
          label="partnerPrices.fields.partnerMinQuantity"
          helperText="partnerPrices.help.minQuantity"
          min={1}
          max={999}
          step={1}
          validate={validateMinQuantity}
        />
        <BooleanInput
          source="partnerOnly"
          label="partnerPrices.fields.partnerOnly"
          helperText="partnerPrices.help.partnerOnly"
        />
      </SimpleForm>
    </Edit>
  );
}
