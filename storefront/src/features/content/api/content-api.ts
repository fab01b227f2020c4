/**
 * Content endpoints (generated): the magazine and routines (`GET /api/posts`, `GET /api/posts/:slug`),
 * fixed and landing pages (`GET /api/pages/:slugOrKey`) and the FAQ (`GET /api/faq`).
 */
import type {
  FaqItemDto,
  FaqResponseDto,
  FaqSectionDto,
  ListPostsApiArg,
} from '../../../api/generated/shop-api.ts';
import { generatedApi } from '../../../api/generated/shop-api.ts';

export { FAQ_SECTIONS as faqSectionKeys } from '../../../api/generated/enums.ts';
export type {
  FaqSection as FaqSectionKey,
  ListedPostType as PostListType,
  PostSort,
} from '../../../api/generated/enums.ts';

export type PostListArgs = Readonly<Required<ListPostsApiArg>>;

/** `answer` is sanitised HTML. */
export type FaqItem = FaqItemDto;
export type FaqSection = FaqSectionDto;
export type Faq = FaqResponseDto;

export const contentApi = generatedApi.enhanceEndpoints({
  endpoints: {
    /** A post through the back-office's signed preview token, unpublished included. */
    getPostPreview: { keepUnusedDataFor: 0 },
  },
});

export const {
  useListPostsQuery,
  useGetPostQuery,
  useGetPageQuery,
  useGetFaqQuery,
  useGetPostPreviewQuery,
} = contentApi;
