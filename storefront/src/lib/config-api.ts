/** `GET /api/config` (generated): the shop-wide settings the layout needs (brand name, tag manager). */
import { generatedApi, type SiteConfigResponseDto } from '../api/generated/shop-api.ts';

export type SiteConfig = SiteConfigResponseDto;

export const configApi = generatedApi;

export const { useGetSiteConfigQuery } = configApi;
