/** `GET /api/home` (generated): what the homepage shows besides its fixed texts. */
import type { HomeHeroDto, HomeResponseDto } from '../../../api/generated/shop-api.ts';
import { generatedApi } from '../../../api/generated/shop-api.ts';

export type HomeHero = HomeHeroDto;
export type HomeMemberCall = NonNullable<HomeResponseDto['memberCall']>;
export type HomeContent = HomeResponseDto;

export const homeApi = generatedApi;

export const { useGetHomeQuery } = homeApi;
