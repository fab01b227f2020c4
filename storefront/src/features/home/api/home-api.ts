/** `GET /api/home`: what the homepage shows besides its fixed texts. */
import { api } from '../../../lib/api.ts';
import type {
  BasicSection,
  CollectionSummary,
  PostSummary,
  ProductSummary,
} from '../../../lib/api-types.ts';
import type { Locale } from '../../../lib/routes.ts';

/** `HomeHeroDto` */
export interface HomeHero {
  readonly title: string;
  readonly subtitle: string | null;
  readonly description: string | null;
  readonly image: string | null;
}

/** The member call of `HomeResponseDto`. */
export interface HomeMemberCall {
  readonly image: string | null;
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly linkUrl: string;
}

/** `HomeResponseDto` */
export interface HomeContent {
  readonly locale: Locale;
  readonly hero: HomeHero | null;
  readonly highlights: readonly BasicSection[];
  readonly bestsellers: readonly ProductSummary[];
  readonly memberCall: HomeMemberCall | null;
  readonly giftSets: readonly ProductSummary[];
  readonly collections: readonly CollectionSummary[];
  readonly featuredArticle: PostSummary | null;
  readonly latestArticles: readonly PostSummary[];
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeContent, Locale>({
      query: (locale) => ({ url: 'home', params: { locale } }),
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
