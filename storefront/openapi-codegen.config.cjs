// `npm run generate:api` (run by the root `npm run generate`): the storefront's RTK Query
// endpoints, generated from backend/openapi.json into src/api/generated/, never edited by hand.
// Cache tags and transforms are added in the features with `enhanceEndpoints`.
/**
 * Operations the storefront calls: not the back-office's, not images, PDFs (downloaded by hand:
 * features/account/api/invoices-api.ts), webhooks or OAuth. The
 * two that go through the sign-in client (`getCurrentUser`: none without a sign-in;
 * `changePassword`: stores the new token pair) are hand-written in lib/session-api.ts and
 * features/account/api/account-api.ts with the generated types.
 */
const storefrontOperation = (name, { path }) =>
  path.startsWith('/api/') &&
  !path.startsWith('/api/admin/') &&
  !/^(get(ProductImage|ArtImage|UploadedImage|Health|PartnerLinkQr|OrderInvoicePdf|OrderCreditNotePdf)|paymentWebhook)$/.test(
    name,
  ) &&
  !['getCurrentUser', 'changePassword'].includes(name);

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../backend/openapi.json',
  apiFile: './src/lib/api.ts',
  apiImport: 'api',
  exportName: 'generatedApi',
  outputFile: './src/api/generated/shop-api.ts',
  filterEndpoints: storefrontOperation,
  // The server reads the locale from the `locale` query; the browser sends Accept-Language itself.
  endpointOverrides: [
    { pattern: () => true, parameterFilter: (name) => name.toLowerCase() !== 'accept-language' },
  ],
  hooks: false,
  flattenArg: true,
  encodePathParams: true,
  esmExtensions: true,
  prettierConfigFile: '../.prettierrc.json',
};
