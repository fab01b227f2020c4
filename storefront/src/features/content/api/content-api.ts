/**
 * Content endpoints: the magazine and routines (`GET /api/posts`, `GET /api/posts/:slug`),
 * fixed and landing pages (`GET /api/pages/:slugOrKey`) and the FAQ (`GET /api/faq`).
 */
import { api } from '../../../lib/api.ts';
import type { PostDetail, PostList } from '../../../lib/api-types.ts';
import type { Locale } from '../../../lib/routes.ts';

export type PostListType = 'blog' | 'routine';
export type PostSort = 'latest' | 'oldest';

export interface PostListArgs {
  readonly locale: Locale;
  readonly type: PostListType;
  readonly sort: PostSort;
  readonly page: number;
  readonly perPage: number;
}

/** `FaqItemDto`: `answer` is sanitised HTML. */
export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export const faqSectionKeys = [
  'brand',
  'orders-returns',
  'products',
  'professionals',
  'results',
  'skin',
  'more',
] as const;
export type FaqSectionKey = (typeof faqSectionKeys)[number];

/** `FaqSectionDto` */
export interface FaqSection {
  readonly key: FaqSectionKey;
  readonly title: string;
  readonly items: readonly FaqItem[];
}

/** `FaqResponseDto` */
export interface Faq {
  readonly locale: Locale;
  readonly sections: readonly FaqSection[];
}

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPosts: build.query<PostList, PostListArgs>({
      query: ({ locale, type, sort, page, perPage }) => ({
        url: 'posts',
        params: { locale, type, sort, page, perPage },
      }),
    }),
    getPost: build.query<PostDetail, { slug: string; type: PostListType; locale: Locale }>({
      query: ({ slug, type, locale }) => ({
        url: `posts/${encodeURIComponent(slug)}`,
        params: { type, locale },
      }),
    }),
    getPage: build.query<PostDetail, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => ({
        url: `pages/${encodeURIComponent(slug)}`,
        params: { locale },
      }),
    }),
    getFaq: build.query<Faq, Locale>({
      query: (locale) => ({ url: 'faq', params: { locale } }),
    }),
    /** A post through the back-office's signed preview token (`GET /api/post-previews/:token`), unpublished included. */
    getPostPreview: build.query<PostDetail, string>({
      query: (token) => ({ url: `post-previews/${encodeURIComponent(token)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useListPostsQuery,
  useGetPostQuery,
  useGetPageQuery,
  useGetFaqQuery,
  useGetPostPreviewQuery,
} = contentApi;
