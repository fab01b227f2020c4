/** The partner application form (`POST /api/partner-applications`, operation applyAsPartner, generated). */
import { generatedApi, type CreatePartnerApplicationDto } from '../../../api/generated/shop-api.ts';

export type PartnerApplicationRequest = CreatePartnerApplicationDto;

export const partnerApi = generatedApi;

export const { useApplyAsPartnerMutation } = partnerApi;
