/** Every word printed on an invoice or credit note, per language (the order's). */
export interface InvoiceTexts {
  invoice: string;
  creditNote: string;
  number: string;
  issueDate: string;
  orderNumber: string;
  orderDate: string;
  refersTo: string;
  seller: string;
  buyer: string;
  vatNumber: string;
  enterpriseNumber: string;
  iban: string;
  description: string;
  quantity: string;
  unitPriceIncl: string;
  unitPriceExcl: string;
  vatRate: string;
  net: string;
  vat: string;
  gross: string;
  delivery: string;
  /** Printed under a line that carries a promotion discount. */
  discount: string;
  vatSummary: string;
  totalNet: string;
  totalVat: string;
  total: string;
  totalCredit: string;
  paymentMethod: string;
  page: string;
  partialRefund: (invoiceNumber: string) => string;
  mentions: {
    reverse_charge: string;
    vat_included: string;
    paid: (date: string) => string;
    credit_note: (invoiceNumber: string) => string;
  };
}

export type InvoiceLocale = 'nl' | 'en' | 'de' | 'fr';

export const INVOICE_LOCALES: readonly InvoiceLocale[] = ['nl', 'en', 'de', 'fr'];

export function invoiceLocale(locale: string): InvoiceLocale {
  return (INVOICE_LOCALES as readonly string[]).includes(locale) ? (locale as InvoiceLocale) : 'nl';
}

export const INVOICE_TEXTS: Record<InvoiceLocale, InvoiceTexts> = {
  nl: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    number: 'Nummer',
    issueDate: 'Factuurdatum',
    orderNumber: 'Bestelling',
    orderDate: 'Besteldatum',
    refersTo: 'Betreft factuur',
    seller: 'Verkoper',
    buyer: 'Klant',
    vatNumber: 'Btw-nummer',
    enterpriseNumber: 'Ondernemingsnummer',
    iban: 'IBAN',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPriceIncl: 'Eenheidsprijs incl. btw',
    unitPriceExcl: 'Eenheidsprijs excl. btw',
    vatRate: 'Btw %',
    net: 'Excl. btw',
    vat: 'Btw',
    gross: 'Incl. btw',
    delivery: 'Verzending',
    discount: 'Korting',
    vatSummary: 'Btw-overzicht',
    totalNet: 'Totaal excl. btw',
    totalVat: 'Totaal btw',
    total: 'Totaal te betalen',
    totalCredit: 'Totaal gecrediteerd',
    paymentMethod: 'Betaalwijze',
    page: 'Pagina',
    partialRefund: (n) => `Gedeeltelijke terugbetaling op factuur ${n}`,
    mentions: {
      reverse_charge: 'Btw verlegd: btw te voldoen door de afnemer, art. 196 Richtlijn 2006/112/EG',
      vat_included: 'Prijzen inclusief btw.',
      paid: (date) => `Betaald op ${date}.`,
      credit_note: (n) => `Deze creditnota corrigeert factuur ${n}.`,
    },
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    issueDate: 'Invoice date',
    orderNumber: 'Order',
    orderDate: 'Order date',
    refersTo: 'Refers to invoice',
    seller: 'Seller',
    buyer: 'Customer',
    vatNumber: 'VAT number',
    enterpriseNumber: 'Enterprise number',
    iban: 'IBAN',
    description: 'Description',
    quantity: 'Qty',
    unitPriceIncl: 'Unit price incl. VAT',
    unitPriceExcl: 'Unit price excl. VAT',
    vatRate: 'VAT %',
    net: 'Excl. VAT',
    vat: 'VAT',
    gross: 'Incl. VAT',
    delivery: 'Delivery',
    discount: 'Discount',
    vatSummary: 'VAT summary',
    totalNet: 'Total excl. VAT',
    totalVat: 'Total VAT',
    total: 'Total due',
    totalCredit: 'Total credited',
    paymentMethod: 'Payment method',
    page: 'Page',
    partialRefund: (n) => `Partial refund on invoice ${n}`,
    mentions: {
      reverse_charge:
        'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive 2006/112/EC',
      vat_included: 'Prices include VAT.',
      paid: (date) => `Paid on ${date}.`,
      credit_note: (n) => `This credit note corrects invoice ${n}.`,
    },
  },
  de: {
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    number: 'Nummer',
    issueDate: 'Rechnungsdatum',
    orderNumber: 'Bestellung',
    orderDate: 'Bestelldatum',
    refersTo: 'Bezieht sich auf Rechnung',
    seller: 'Verkäufer',
    buyer: 'Kunde',
    vatNumber: 'USt-IdNr.',
    enterpriseNumber: 'Unternehmensnummer',
    iban: 'IBAN',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPriceIncl: 'Stückpreis inkl. MwSt.',
    unitPriceExcl: 'Stückpreis exkl. MwSt.',
    vatRate: 'MwSt. %',
    net: 'Netto',
    vat: 'MwSt.',
    gross: 'Brutto',
    delivery: 'Versand',
    discount: 'Rabatt',
    vatSummary: 'MwSt.-Übersicht',
    totalNet: 'Summe netto',
    totalVat: 'Summe MwSt.',
    total: 'Gesamtbetrag',
    totalCredit: 'Gutgeschrieben',
    paymentMethod: 'Zahlungsart',
    page: 'Seite',
    partialRefund: (n) => `Teilerstattung zu Rechnung ${n}`,
    mentions: {
      reverse_charge:
        'Umkehrung der Steuerschuldnerschaft: Steuerschuldnerschaft des Leistungsempfängers, Art. 196 Richtlinie 2006/112/EG',
      vat_included: 'Preise inklusive MwSt.',
      paid: (date) => `Bezahlt am ${date}.`,
      credit_note: (n) => `Diese Gutschrift korrigiert Rechnung ${n}.`,
    },
  },
  fr: {
    invoice: 'Facture',
    creditNote: 'Note de crédit',
    number: 'Numéro',
    issueDate: 'Date de facture',
    orderNumber: 'Commande',
    orderDate: 'Date de commande',
    refersTo: 'Se rapporte à la facture',
    seller: 'Vendeur',
    buyer: 'Client',
    vatNumber: 'N° TVA',
    enterpriseNumber: "Numéro d'entreprise",
    iban: 'IBAN',
    description: 'Description',
    quantity: 'Qté',
    unitPriceIncl: 'Prix unitaire TVAC',
    unitPriceExcl: 'Prix unitaire HTVA',
    vatRate: 'TVA %',
    net: 'HTVA',
    vat: 'TVA',
    gross: 'TVAC',
    delivery: 'Livraison',
    discount: 'Remise',
    vatSummary: 'Récapitulatif TVA',
    totalNet: 'Total HTVA',
    totalVat: 'Total TVA',
    total: 'Total à payer',
    totalCredit: 'Total crédité',
    paymentMethod: 'Mode de paiement',
    page: 'Page',
    partialRefund: (n) => `Remboursement partiel sur la facture ${n}`,
    mentions: {
      reverse_charge:
        'Autoliquidation : TVA à acquitter par le cocontractant, art. 196 Directive 2006/112/CE',
      vat_included: 'Prix TVA comprise.',
      paid: (date) => `Payée le ${date}.`,
      credit_note: (n) => `Cette note de crédit rectifie la facture ${n}.`,
    },
  },
};

const DAY_LOCALES: Record<InvoiceLocale, string> = {
  nl: 'nl-BE',
  en: 'en-IE',
  de: 'de-DE',
  fr: 'fr-BE',
};

/** A YYYY-MM-DD day as the language writes it (26/11/2026, 26.11.2026). */
export function formatDay(locale: InvoiceLocale, day: string): string {
  return new Intl.DateTimeFormat(DAY_LOCALES[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
