/** GDPR self-service: the data export, what deletion keeps, and the deletion itself. */
import { generatedApi } from '../../../api/generated/shop-api.ts';

export const privacyApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // A fresh export on every click, never a cached one.
    exportMyData: { keepUnusedDataFor: 0 },
    getPrivacySummary: { keepUnusedDataFor: 0 },
  },
});

export const { useLazyExportMyDataQuery, useGetPrivacySummaryQuery, useDeleteMyAccountMutation } =
  privacyApi;
