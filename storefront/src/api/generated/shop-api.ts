import { api } from '../../lib/api.js';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<RegisterUserApiResponse, RegisterUserApiArg>({
      query: (queryArg) => ({ url: `/api/users`, method: 'POST', body: queryArg }),
    }),
    updateCurrentUser: build.mutation<UpdateCurrentUserApiResponse, UpdateCurrentUserApiArg>({
      query: (queryArg) => ({ url: `/api/user`, method: 'PATCH', body: queryArg }),
    }),
    requestPasswordReset: build.mutation<
      RequestPasswordResetApiResponse,
      RequestPasswordResetApiArg
    >({
      query: (queryArg) => ({ url: `/api/password/forgot`, method: 'POST', body: queryArg }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/password/reset`, method: 'POST', body: queryArg }),
    }),
    changeEmail: build.mutation<ChangeEmailApiResponse, ChangeEmailApiArg>({
      query: (queryArg) => ({ url: `/api/user/email`, method: 'PUT', body: queryArg }),
    }),
    confirmEmailChange: build.mutation<ConfirmEmailChangeApiResponse, ConfirmEmailChangeApiArg>({
      query: (queryArg) => ({ url: `/api/user/email/confirm`, method: 'POST', body: queryArg }),
    }),
    undoEmailChange: build.mutation<UndoEmailChangeApiResponse, UndoEmailChangeApiArg>({
      query: (queryArg) => ({ url: `/api/user/email/undo`, method: 'POST', body: queryArg }),
    }),
    getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
      query: () => ({ url: `/api/health/live` }),
    }),
    getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
      query: () => ({ url: `/api/health/ready` }),
    }),
    getSiteConfig: build.query<GetSiteConfigApiResponse, GetSiteConfigApiArg>({
      query: () => ({ url: `/api/config` }),
    }),
    listProducts: build.query<ListProductsApiResponse, ListProductsApiArg>({
      query: (queryArg) => ({
        url: `/api/products`,
        params: {
          locale: queryArg.locale,
          collection: queryArg.collection,
          skinType: queryArg.skinType,
          timing: queryArg.timing,
          type: queryArg['type'],
          sort: queryArg.sort,
          page: queryArg.page,
          perPage: queryArg.perPage,
        },
      }),
    }),
    getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
      query: (queryArg) => ({
        url: `/api/products/${encodeURIComponent(String(queryArg.slug))}`,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    listCollections: build.query<ListCollectionsApiResponse, ListCollectionsApiArg>({
      query: (queryArg) => ({
        url: `/api/collections`,
        params: {
          locale: queryArg,
        },
      }),
    }),
    getCollection: build.query<GetCollectionApiResponse, GetCollectionApiArg>({
      query: (queryArg) => ({
        url: `/api/collections/${encodeURIComponent(String(queryArg.slug))}`,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    listPosts: build.query<ListPostsApiResponse, ListPostsApiArg>({
      query: (queryArg) => ({
        url: `/api/posts`,
        params: {
          locale: queryArg.locale,
          type: queryArg['type'],
          sort: queryArg.sort,
          page: queryArg.page,
          perPage: queryArg.perPage,
        },
      }),
    }),
    getPost: build.query<GetPostApiResponse, GetPostApiArg>({
      query: (queryArg) => ({
        url: `/api/posts/${encodeURIComponent(String(queryArg.slug))}`,
        params: {
          locale: queryArg.locale,
          type: queryArg['type'],
        },
      }),
    }),
    getPage: build.query<GetPageApiResponse, GetPageApiArg>({
      query: (queryArg) => ({
        url: `/api/pages/${encodeURIComponent(String(queryArg.slug))}`,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    getFaq: build.query<GetFaqApiResponse, GetFaqApiArg>({
      query: (queryArg) => ({
        url: `/api/faq`,
        params: {
          locale: queryArg,
        },
      }),
    }),
    getHome: build.query<GetHomeApiResponse, GetHomeApiArg>({
      query: (queryArg) => ({
        url: `/api/home`,
        params: {
          locale: queryArg,
        },
      }),
    }),
    getPostPreview: build.query<GetPostPreviewApiResponse, GetPostPreviewApiArg>({
      query: (queryArg) => ({ url: `/api/post-previews/${encodeURIComponent(String(queryArg))}` }),
    }),
    listStores: build.query<ListStoresApiResponse, ListStoresApiArg>({
      query: (queryArg) => ({
        url: `/api/stores`,
        params: {
          locale: queryArg.locale,
          q: queryArg.q,
          lat: queryArg.lat,
          lng: queryArg.lng,
          radius: queryArg.radius,
          sort: queryArg.sort,
          partner: queryArg.partner,
          country: queryArg.country,
          page: queryArg.page,
          perPage: queryArg.perPage,
        },
      }),
    }),
    getStore: build.query<GetStoreApiResponse, GetStoreApiArg>({
      query: (queryArg) => ({
        url: `/api/stores/${encodeURIComponent(String(queryArg.id))}`,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    listFavourites: build.query<ListFavouritesApiResponse, ListFavouritesApiArg>({
      query: (queryArg) => ({
        url: `/api/favourites`,
        params: {
          locale: queryArg,
        },
      }),
    }),
    addFavourite: build.mutation<AddFavouriteApiResponse, AddFavouriteApiArg>({
      query: (queryArg) => ({
        url: `/api/favourites/${encodeURIComponent(String(queryArg.productId))}`,
        method: 'PUT',
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    removeFavourite: build.mutation<RemoveFavouriteApiResponse, RemoveFavouriteApiArg>({
      query: (queryArg) => ({
        url: `/api/favourites/${encodeURIComponent(String(queryArg.productId))}`,
        method: 'DELETE',
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    listAddresses: build.query<ListAddressesApiResponse, ListAddressesApiArg>({
      query: () => ({ url: `/api/addresses` }),
    }),
    createAddress: build.mutation<CreateAddressApiResponse, CreateAddressApiArg>({
      query: (queryArg) => ({ url: `/api/addresses`, method: 'POST', body: queryArg }),
    }),
    getAddress: build.query<GetAddressApiResponse, GetAddressApiArg>({
      query: (queryArg) => ({ url: `/api/addresses/${encodeURIComponent(String(queryArg))}` }),
    }),
    updateAddress: build.mutation<UpdateAddressApiResponse, UpdateAddressApiArg>({
      query: (queryArg) => ({
        url: `/api/addresses/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.updateAddressDto,
      }),
    }),
    deleteAddress: build.mutation<DeleteAddressApiResponse, DeleteAddressApiArg>({
      query: (queryArg) => ({
        url: `/api/addresses/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    getCart: build.query<GetCartApiResponse, GetCartApiArg>({
      query: (queryArg) => ({
        url: `/api/cart`,
        params: {
          locale: queryArg.locale,
          country: queryArg.country,
        },
      }),
    }),
    clearCart: build.mutation<ClearCartApiResponse, ClearCartApiArg>({
      query: (queryArg) => ({
        url: `/api/cart`,
        method: 'DELETE',
        params: {
          locale: queryArg.locale,
          country: queryArg.country,
        },
      }),
    }),
    addCartItem: build.mutation<AddCartItemApiResponse, AddCartItemApiArg>({
      query: (queryArg) => ({
        url: `/api/cart/items`,
        method: 'POST',
        body: queryArg.addCartItemDto,
        params: {
          locale: queryArg.locale,
          country: queryArg.country,
        },
      }),
    }),
    updateCartItem: build.mutation<UpdateCartItemApiResponse, UpdateCartItemApiArg>({
      query: (queryArg) => ({
        url: `/api/cart/items/${encodeURIComponent(String(queryArg.productId))}`,
        method: 'PATCH',
        body: queryArg.updateCartItemDto,
        params: {
          locale: queryArg.locale,
          country: queryArg.country,
        },
      }),
    }),
    removeCartItem: build.mutation<RemoveCartItemApiResponse, RemoveCartItemApiArg>({
      query: (queryArg) => ({
        url: `/api/cart/items/${encodeURIComponent(String(queryArg.productId))}`,
        method: 'DELETE',
        params: {
          locale: queryArg.locale,
          country: queryArg.country,
        },
      }),
    }),
    applyCoupon: build.mutation<ApplyCouponApiResponse, ApplyCouponApiArg>({
      query: (queryArg) => ({
        url: `/api/cart/coupon`,
        method: 'POST',
        body: queryArg.applyCouponDto,
        params: {
          locale: queryArg.locale,
          country: queryArg.country,
        },
      }),
    }),
    removeCoupon: build.mutation<RemoveCouponApiResponse, RemoveCouponApiArg>({
      query: (queryArg) => ({
        url: `/api/cart/coupon`,
        method: 'DELETE',
        params: {
          locale: queryArg.locale,
          country: queryArg.country,
        },
      }),
    }),
    getShippableCountries: build.query<
      GetShippableCountriesApiResponse,
      GetShippableCountriesApiArg
    >({
      query: () => ({ url: `/api/shipping/countries` }),
    }),
    search: build.query<SearchApiResponse, SearchApiArg>({
      query: (queryArg) => ({
        url: `/api/search`,
        params: {
          q: queryArg.q,
          locale: queryArg.locale,
          limit: queryArg.limit,
        },
      }),
    }),
    getSpecialist: build.query<GetSpecialistApiResponse, GetSpecialistApiArg>({
      query: () => ({ url: `/api/user/specialist` }),
    }),
    setSpecialist: build.mutation<SetSpecialistApiResponse, SetSpecialistApiArg>({
      query: (queryArg) => ({ url: `/api/user/specialist`, method: 'PUT', body: queryArg }),
    }),
    removeSpecialist: build.mutation<RemoveSpecialistApiResponse, RemoveSpecialistApiArg>({
      query: () => ({ url: `/api/user/specialist`, method: 'DELETE' }),
    }),
    getMediaFile: build.query<GetMediaFileApiResponse, GetMediaFileApiArg>({
      query: (queryArg) => ({
        url: `/api/media/${encodeURIComponent(String(queryArg.id))}/${encodeURIComponent(String(queryArg.file))}`,
      }),
    }),
    listPaymentMethods: build.query<ListPaymentMethodsApiResponse, ListPaymentMethodsApiArg>({
      query: () => ({ url: `/api/payment-methods` }),
    }),
    deletePaymentMethod: build.mutation<DeletePaymentMethodApiResponse, DeletePaymentMethodApiArg>({
      query: (queryArg) => ({
        url: `/api/payment-methods/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    placeOrder: build.mutation<PlaceOrderApiResponse, PlaceOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders`,
        method: 'POST',
        body: queryArg.createOrderDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/orders`,
        params: {
          page: queryArg.page,
          perPage: queryArg.perPage,
          order: queryArg.order,
          sort: queryArg.sort,
          ids: queryArg.ids,
        },
      }),
    }),
    getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${encodeURIComponent(String(queryArg))}` }),
    }),
    startOrderPayment: build.mutation<StartOrderPaymentApiResponse, StartOrderPaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${encodeURIComponent(String(queryArg))}/payment`,
        method: 'POST',
      }),
    }),
    listOrderInvoices: build.query<ListOrderInvoicesApiResponse, ListOrderInvoicesApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${encodeURIComponent(String(queryArg))}/invoices`,
      }),
    }),
    startGuestSession: build.mutation<StartGuestSessionApiResponse, StartGuestSessionApiArg>({
      query: (queryArg) => ({ url: `/api/guest/session`, method: 'POST', body: queryArg }),
    }),
    readGuestClaim: build.query<ReadGuestClaimApiResponse, ReadGuestClaimApiArg>({
      query: (queryArg) => ({ url: `/api/guest/claims/${encodeURIComponent(String(queryArg))}` }),
    }),
    claimGuestAsAccount: build.mutation<ClaimGuestAsAccountApiResponse, ClaimGuestAsAccountApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/claims/${encodeURIComponent(String(queryArg.token))}/account`,
        method: 'POST',
        body: queryArg.claimGuestAccountDto,
      }),
    }),
    attachGuestOrders: build.mutation<AttachGuestOrdersApiResponse, AttachGuestOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/claims/${encodeURIComponent(String(queryArg))}/attach`,
        method: 'POST',
      }),
    }),
    listProductReviews: build.query<ListProductReviewsApiResponse, ListProductReviewsApiArg>({
      query: (queryArg) => ({
        url: `/api/products/${encodeURIComponent(String(queryArg.productId))}/reviews`,
        params: {
          page: queryArg.page,
          perPage: queryArg.perPage,
        },
      }),
    }),
    postProductReview: build.mutation<PostProductReviewApiResponse, PostProductReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/products/${encodeURIComponent(String(queryArg.productId))}/reviews`,
        method: 'POST',
        body: queryArg.createReviewDto,
      }),
    }),
    getMyProductReview: build.query<GetMyProductReviewApiResponse, GetMyProductReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/products/${encodeURIComponent(String(queryArg))}/reviews/mine`,
      }),
    }),
    subscribeNewsletter: build.mutation<SubscribeNewsletterApiResponse, SubscribeNewsletterApiArg>({
      query: (queryArg) => ({
        url: `/api/newsletter/subscriptions`,
        method: 'POST',
        body: queryArg,
      }),
    }),
    confirmNewsletter: build.mutation<ConfirmNewsletterApiResponse, ConfirmNewsletterApiArg>({
      query: (queryArg) => ({ url: `/api/newsletter/confirm`, method: 'POST', body: queryArg }),
    }),
    unsubscribeNewsletter: build.mutation<
      UnsubscribeNewsletterApiResponse,
      UnsubscribeNewsletterApiArg
    >({
      query: (queryArg) => ({ url: `/api/newsletter/unsubscribe`, method: 'POST', body: queryArg }),
    }),
    oneClickUnsubscribeNewsletter: build.mutation<
      OneClickUnsubscribeNewsletterApiResponse,
      OneClickUnsubscribeNewsletterApiArg
    >({
      query: (queryArg) => ({
        url: `/api/newsletter/unsubscribe/${encodeURIComponent(String(queryArg))}`,
        method: 'POST',
      }),
    }),
    getNewsletterStatus: build.query<GetNewsletterStatusApiResponse, GetNewsletterStatusApiArg>({
      query: () => ({ url: `/api/newsletter/status` }),
    }),
    sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
      query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg }),
    }),
    applyAsPartner: build.mutation<ApplyAsPartnerApiResponse, ApplyAsPartnerApiArg>({
      query: (queryArg) => ({ url: `/api/partner-applications`, method: 'POST', body: queryArg }),
    }),
    getPartnerProfile: build.query<GetPartnerProfileApiResponse, GetPartnerProfileApiArg>({
      query: () => ({ url: `/api/partner/profile` }),
    }),
    updatePartnerProfile: build.mutation<
      UpdatePartnerProfileApiResponse,
      UpdatePartnerProfileApiArg
    >({
      query: (queryArg) => ({ url: `/api/partner/profile`, method: 'PATCH', body: queryArg }),
    }),
    getPartnerDashboard: build.query<GetPartnerDashboardApiResponse, GetPartnerDashboardApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/dashboard`,
        params: {
          month: queryArg,
        },
      }),
    }),
    listPartnerTrainings: build.query<ListPartnerTrainingsApiResponse, ListPartnerTrainingsApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/trainings`,
        params: {
          locale: queryArg,
        },
      }),
    }),
    getPartnerTraining: build.query<GetPartnerTrainingApiResponse, GetPartnerTrainingApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/trainings/${encodeURIComponent(String(queryArg.slug))}`,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    getPartnerLink: build.query<GetPartnerLinkApiResponse, GetPartnerLinkApiArg>({
      query: (queryArg) => ({ url: `/api/partner-links/${encodeURIComponent(String(queryArg))}` }),
    }),
    listPartnerProducts: build.query<ListPartnerProductsApiResponse, ListPartnerProductsApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/shop/products`,
        params: {
          locale: queryArg,
        },
      }),
    }),
    getPartnerCart: build.query<GetPartnerCartApiResponse, GetPartnerCartApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/shop/cart`,
        params: {
          locale: queryArg.locale,
          vatNumber: queryArg.vatNumber,
          country: queryArg.country,
        },
      }),
    }),
    clearPartnerCart: build.mutation<ClearPartnerCartApiResponse, ClearPartnerCartApiArg>({
      query: () => ({ url: `/api/partner/shop/cart`, method: 'DELETE' }),
    }),
    setPartnerCartItem: build.mutation<SetPartnerCartItemApiResponse, SetPartnerCartItemApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/shop/cart/items/${encodeURIComponent(String(queryArg.productId))}`,
        method: 'PUT',
        body: queryArg.setPartnerCartItemDto,
      }),
    }),
    removePartnerCartItem: build.mutation<
      RemovePartnerCartItemApiResponse,
      RemovePartnerCartItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/shop/cart/items/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    placePartnerOrder: build.mutation<PlacePartnerOrderApiResponse, PlacePartnerOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/orders`,
        method: 'POST',
        body: queryArg.createPartnerOrderDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    listPartnerOrders: build.query<ListPartnerOrdersApiResponse, ListPartnerOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/orders`,
        params: {
          page: queryArg.page,
          perPage: queryArg.perPage,
          order: queryArg.order,
          sort: queryArg.sort,
          ids: queryArg.ids,
        },
      }),
    }),
    getPartnerOrder: build.query<GetPartnerOrderApiResponse, GetPartnerOrderApiArg>({
      query: (queryArg) => ({ url: `/api/partner/orders/${encodeURIComponent(String(queryArg))}` }),
    }),
    getPartnerOrderEInvoice: build.query<
      GetPartnerOrderEInvoiceApiResponse,
      GetPartnerOrderEInvoiceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/orders/${encodeURIComponent(String(queryArg))}/invoice.xml`,
      }),
    }),
    getPartnerOrderECreditNote: build.query<
      GetPartnerOrderECreditNoteApiResponse,
      GetPartnerOrderECreditNoteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/orders/${encodeURIComponent(String(queryArg.idOrNumber))}/credit-notes/${encodeURIComponent(String(queryArg.creditNoteId))}/credit-note.xml`,
      }),
    }),
    listAccountRoutines: build.query<ListAccountRoutinesApiResponse, ListAccountRoutinesApiArg>({
      query: (queryArg) => ({
        url: `/api/account/routines`,
        params: {
          locale: queryArg,
        },
      }),
    }),
    saveSkinAnalysis: build.mutation<SaveSkinAnalysisApiResponse, SaveSkinAnalysisApiArg>({
      query: (queryArg) => ({
        url: `/api/account/routines/from-analysis`,
        method: 'POST',
        body: queryArg.skinAnalysisAnswersDto,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    removeSkinAnalysis: build.mutation<RemoveSkinAnalysisApiResponse, RemoveSkinAnalysisApiArg>({
      query: (queryArg) => ({
        url: `/api/account/routines/analyses/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    saveRoutine: build.mutation<SaveRoutineApiResponse, SaveRoutineApiArg>({
      query: (queryArg) => ({
        url: `/api/account/routines/saved/${encodeURIComponent(String(queryArg))}`,
        method: 'PUT',
      }),
    }),
    unsaveRoutine: build.mutation<UnsaveRoutineApiResponse, UnsaveRoutineApiArg>({
      query: (queryArg) => ({
        url: `/api/account/routines/saved/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    listPartnerClients: build.query<ListPartnerClientsApiResponse, ListPartnerClientsApiArg>({
      query: () => ({ url: `/api/partner/clients` }),
    }),
    listPartnerRoutines: build.query<ListPartnerRoutinesApiResponse, ListPartnerRoutinesApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/routines`,
        params: {
          locale: queryArg,
        },
      }),
    }),
    createPartnerRoutine: build.mutation<
      CreatePartnerRoutineApiResponse,
      CreatePartnerRoutineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/routines`,
        method: 'POST',
        body: queryArg.createPersonalRoutineDto,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    getPartnerRoutine: build.query<GetPartnerRoutineApiResponse, GetPartnerRoutineApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/routines/${encodeURIComponent(String(queryArg.id))}`,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    updatePartnerRoutine: build.mutation<
      UpdatePartnerRoutineApiResponse,
      UpdatePartnerRoutineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/routines/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.updatePersonalRoutineDto,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
    deletePartnerRoutine: build.mutation<
      DeletePartnerRoutineApiResponse,
      DeletePartnerRoutineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/routines/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    exportMyData: build.query<ExportMyDataApiResponse, ExportMyDataApiArg>({
      query: () => ({ url: `/api/user/export` }),
    }),
    getPrivacySummary: build.query<GetPrivacySummaryApiResponse, GetPrivacySummaryApiArg>({
      query: () => ({ url: `/api/user/privacy` }),
    }),
    deleteMyAccount: build.mutation<DeleteMyAccountApiResponse, DeleteMyAccountApiArg>({
      query: (queryArg) => ({ url: `/api/user/erase`, method: 'POST', body: queryArg }),
    }),
    lookupWithdrawalOrder: build.mutation<
      LookupWithdrawalOrderApiResponse,
      LookupWithdrawalOrderApiArg
    >({
      query: (queryArg) => ({ url: `/api/withdrawals/lookup`, method: 'POST', body: queryArg }),
    }),
    createWithdrawal: build.mutation<CreateWithdrawalApiResponse, CreateWithdrawalApiArg>({
      query: (queryArg) => ({ url: `/api/withdrawals`, method: 'POST', body: queryArg }),
    }),
    getWithdrawableOrder: build.query<GetWithdrawableOrderApiResponse, GetWithdrawableOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/withdrawals/orders/${encodeURIComponent(String(queryArg))}`,
      }),
    }),
    createAccountWithdrawal: build.mutation<
      CreateAccountWithdrawalApiResponse,
      CreateAccountWithdrawalApiArg
    >({
      query: (queryArg) => ({
        url: `/api/withdrawals/orders/${encodeURIComponent(String(queryArg.idOrNumber))}`,
        method: 'POST',
        body: queryArg.createAccountWithdrawalDto,
      }),
    }),
    getBirthdayCoupon: build.query<GetBirthdayCouponApiResponse, GetBirthdayCouponApiArg>({
      query: () => ({ url: `/api/user/birthday-coupon` }),
    }),
    createStockAlert: build.mutation<CreateStockAlertApiResponse, CreateStockAlertApiArg>({
      query: (queryArg) => ({ url: `/api/stock-alerts`, method: 'POST', body: queryArg }),
    }),
    confirmStockAlert: build.mutation<ConfirmStockAlertApiResponse, ConfirmStockAlertApiArg>({
      query: (queryArg) => ({ url: `/api/stock-alerts/confirm`, method: 'POST', body: queryArg }),
    }),
    withdrawStockAlert: build.mutation<WithdrawStockAlertApiResponse, WithdrawStockAlertApiArg>({
      query: (queryArg) => ({ url: `/api/stock-alerts/withdraw`, method: 'POST', body: queryArg }),
    }),
    getMyStockAlert: build.query<GetMyStockAlertApiResponse, GetMyStockAlertApiArg>({
      query: (queryArg) => ({
        url: `/api/stock-alerts/products/${encodeURIComponent(String(queryArg))}`,
      }),
    }),
    deleteMyStockAlert: build.mutation<DeleteMyStockAlertApiResponse, DeleteMyStockAlertApiArg>({
      query: (queryArg) => ({
        url: `/api/stock-alerts/products/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    analyseSkin: build.mutation<AnalyseSkinApiResponse, AnalyseSkinApiArg>({
      query: (queryArg) => ({
        url: `/api/skin-analysis`,
        method: 'POST',
        body: queryArg.skinAnalysisAnswersDto,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type RegisterUserApiResponse = /** status 201  */ UserResponseDto;
export type RegisterUserApiArg = RegisterUserDto;
export type UpdateCurrentUserApiResponse = /** status 200  */ UserResponseDto;
export type UpdateCurrentUserApiArg = UpdateUserDto;
export type RequestPasswordResetApiResponse = /** status 202  */ AcceptedResponseDto;
export type RequestPasswordResetApiArg = ForgotPasswordDto;
export type ResetPasswordApiResponse = /** status 200  */ AcceptedResponseDto;
export type ResetPasswordApiArg = ResetPasswordDto;
export type ChangeEmailApiResponse = /** status 202  */ EmailChangeRequestedDto;
export type ChangeEmailApiArg = ChangeEmailDto;
export type ConfirmEmailChangeApiResponse = /** status 200  */ EmailChangeResultDto;
export type ConfirmEmailChangeApiArg = EmailChangeTokenDto;
export type UndoEmailChangeApiResponse = /** status 200  */ EmailChangeResultDto;
export type UndoEmailChangeApiArg = EmailChangeTokenDto;
export type GetLivenessApiResponse = /** status 200  */ HealthLiveResponseDto;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ HealthReadyResponseDto;
export type GetReadinessApiArg = void;
export type GetSiteConfigApiResponse = /** status 200  */ SiteConfigResponseDto;
export type GetSiteConfigApiArg = void;
export type ListProductsApiResponse = /** status 200  */ ProductListResponseDto;
export type ListProductsApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Comma-separated (a,b) or repeated (?x=a&x=b); any of the values matches. */
  collection?: Collection[];
  /** Comma-separated (a,b) or repeated (?x=a&x=b); any of the values matches. */
  skinType?: SkinType[];
  /** Comma-separated (a,b) or repeated (?x=a&x=b); any of the values matches. */
  timing?: Timing[];
  /** Comma-separated (a,b) or repeated (?x=a&x=b); any of the values matches. */
  type?: ProductType[];
  /** Default: bestseller rank (ranked products first), then name. */
  sort?: ProductSort;
  page?: number;
  /** "Show more" asks for the next page (or a bigger perPage); "show less" goes back to the first. */
  perPage?: number;
};
export type GetProductApiResponse = /** status 200  */ ProductResponseDto;
export type GetProductApiArg = {
  slug: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
};
export type ListCollectionsApiResponse = /** status 200  */ CollectionListResponseDto;
export type ListCollectionsApiArg = /** Overrides Accept-Language. */ Locale | undefined;
export type GetCollectionApiResponse = /** status 200  */ CollectionResponseDto;
export type GetCollectionApiArg = {
  slug: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
};
export type ListPostsApiResponse = /** status 200  */ PostListResponseDto;
export type ListPostsApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  type?: ListedPostType;
  sort?: PostSort;
  page?: number;
  perPage?: number;
};
export type GetPostApiResponse = /** status 200  */ PostResponseDto;
export type GetPostApiArg = {
  slug: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Restricts the lookup to articles or routines (the magazine and routine pages). */
  type?: ListedPostType;
};
export type GetPageApiResponse = /** status 200  */ PostResponseDto;
export type GetPageApiArg = {
  slug: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
};
export type GetFaqApiResponse = /** status 200  */ FaqResponseDto;
export type GetFaqApiArg = /** Overrides Accept-Language. */ Locale | undefined;
export type GetHomeApiResponse = /** status 200  */ HomeResponseDto;
export type GetHomeApiArg = /** Overrides Accept-Language. */ Locale | undefined;
export type GetPostPreviewApiResponse = /** status 200  */ PostResponseDto;
export type GetPostPreviewApiArg = string;
export type ListStoresApiResponse = /** status 200  */ StoreListResponseDto;
export type ListStoresApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Searches name, street, postal code and city (case and accents ignored; every word must match). */
  q?: string;
  /** Pinned location: latitude (with lng). Sorts by distance unless another sort is asked. */
  lat?: number;
  lng?: number;
  /** Only stores within this many km of the pinned location. */
  radius?: number;
  /** name (default), address (city, then street) or distance (needs lat and lng; the default with them). */
  sort?: StoreSort;
  /** true: official partners only; false: the other shops only. */
  partner?: boolean;
  country?: string;
  page?: number;
  perPage?: number;
};
export type GetStoreApiResponse = /** status 200  */ StoreResponseDto;
export type GetStoreApiArg = {
  id: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
};
export type ListFavouritesApiResponse = /** status 200  */ FavouriteListResponseDto;
export type ListFavouritesApiArg = /** Overrides Accept-Language. */ Locale | undefined;
export type AddFavouriteApiResponse = /** status 200  */ FavouriteListResponseDto;
export type AddFavouriteApiArg = {
  productId: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
};
export type RemoveFavouriteApiResponse = /** status 200  */ FavouriteListResponseDto;
export type RemoveFavouriteApiArg = {
  productId: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
};
export type ListAddressesApiResponse = /** status 200  */ AddressListResponseDto;
export type ListAddressesApiArg = void;
export type CreateAddressApiResponse = /** status 201  */ AddressResponseDto;
export type CreateAddressApiArg = CreateAddressDto;
export type GetAddressApiResponse = /** status 200  */ AddressResponseDto;
export type GetAddressApiArg = string;
export type UpdateAddressApiResponse = /** status 200  */ AddressResponseDto;
export type UpdateAddressApiArg = {
  id: string;
  updateAddressDto: UpdateAddressDto;
};
export type DeleteAddressApiResponse = unknown;
export type DeleteAddressApiArg = string;
export type GetCartApiResponse = /** status 200  */ CartResponseDto;
export type GetCartApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Delivery country for the delivery cost (ISO alpha-2); default: the default address, else the account's country. */
  country?: string;
};
export type ClearCartApiResponse = /** status 200  */ CartResponseDto;
export type ClearCartApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Delivery country for the delivery cost (ISO alpha-2); default: the default address, else the account's country. */
  country?: string;
};
export type AddCartItemApiResponse = /** status 201  */ CartResponseDto;
export type AddCartItemApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Delivery country for the delivery cost (ISO alpha-2); default: the default address, else the account's country. */
  country?: string;
  addCartItemDto: AddCartItemDto;
};
export type UpdateCartItemApiResponse = /** status 200  */ CartResponseDto;
export type UpdateCartItemApiArg = {
  productId: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Delivery country for the delivery cost (ISO alpha-2); default: the default address, else the account's country. */
  country?: string;
  updateCartItemDto: UpdateCartItemDto;
};
export type RemoveCartItemApiResponse = /** status 200  */ CartResponseDto;
export type RemoveCartItemApiArg = {
  productId: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Delivery country for the delivery cost (ISO alpha-2); default: the default address, else the account's country. */
  country?: string;
};
export type ApplyCouponApiResponse = /** status 200  */ CartResponseDto;
export type ApplyCouponApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Delivery country for the delivery cost (ISO alpha-2); default: the default address, else the account's country. */
  country?: string;
  applyCouponDto: ApplyCouponDto;
};
export type RemoveCouponApiResponse = /** status 200  */ CartResponseDto;
export type RemoveCouponApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** Delivery country for the delivery cost (ISO alpha-2); default: the default address, else the account's country. */
  country?: string;
};
export type GetShippableCountriesApiResponse = /** status 200  */ ShippableCountriesResponseDto;
export type GetShippableCountriesApiArg = void;
export type SearchApiResponse = /** status 200  */ SearchResponseDto;
export type SearchApiArg = {
  /** What the shopper typed (at most 200 characters; any character is safe). */
  q?: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** At most this many products, articles and routines each (default 12). */
  limit?: number;
};
export type GetSpecialistApiResponse = /** status 200  */ SpecialistResponseDto;
export type GetSpecialistApiArg = void;
export type SetSpecialistApiResponse = /** status 200  */ SpecialistResponseDto;
export type SetSpecialistApiArg = SetSpecialistDto;
export type RemoveSpecialistApiResponse = /** status 200  */ SpecialistResponseDto;
export type RemoveSpecialistApiArg = void;
export type GetMediaFileApiResponse = /** status 200  */ Blob;
export type GetMediaFileApiArg = {
  id: string;
  file: string;
};
export type ListPaymentMethodsApiResponse = /** status 200  */ PaymentMethodsResponseDto;
export type ListPaymentMethodsApiArg = void;
export type DeletePaymentMethodApiResponse = unknown;
export type DeletePaymentMethodApiArg = string;
export type PlaceOrderApiResponse =
  /** status 201 Created; 200 with the same order for a repeated Idempotency-Key */ OrderResponseDto;
export type PlaceOrderApiArg = {
  /** A key per checkout attempt (e.g. a UUID): the same key again answers the same order (200) instead of a second one */
  'Idempotency-Key'?: string;
  createOrderDto: CreateOrderDto;
};
export type ListOrdersApiResponse = /** status 200  */ OrderListResponseDto;
export type ListOrdersApiArg = {
  page?: number;
  perPage?: number;
  order?: 'ASC' | 'DESC';
  sort?: string;
  ids?: string;
};
export type GetOrderApiResponse = /** status 200  */ OrderResponseDto;
export type GetOrderApiArg = string;
export type StartOrderPaymentApiResponse = /** status 200  */ OrderResponseDto;
export type StartOrderPaymentApiArg = string;
export type ListOrderInvoicesApiResponse = /** status 200  */ InvoiceDocumentListDto;
export type ListOrderInvoicesApiArg = string;
export type StartGuestSessionApiResponse = /** status 201  */ TokenResponseDto;
export type StartGuestSessionApiArg = CreateGuestSessionDto;
export type ReadGuestClaimApiResponse = /** status 200  */ GuestClaimResponseDto;
export type ReadGuestClaimApiArg = string;
export type ClaimGuestAsAccountApiResponse = /** status 200  */ GuestClaimResultDto;
export type ClaimGuestAsAccountApiArg = {
  token: string;
  claimGuestAccountDto: ClaimGuestAccountDto;
};
export type AttachGuestOrdersApiResponse = /** status 200  */ GuestClaimResultDto;
export type AttachGuestOrdersApiArg = string;
export type ListProductReviewsApiResponse = /** status 200  */ ReviewListResponseDto;
export type ListProductReviewsApiArg = {
  productId: string;
  page?: number;
  perPage?: number;
};
export type PostProductReviewApiResponse = /** status 201  */ OwnReviewResponseDto;
export type PostProductReviewApiArg = {
  productId: string;
  createReviewDto: CreateReviewDto;
};
export type GetMyProductReviewApiResponse = /** status 200  */ MyReviewResponseDto;
export type GetMyProductReviewApiArg = string;
export type SubscribeNewsletterApiResponse = /** status 202  */ SubscribeResponseDto;
export type SubscribeNewsletterApiArg = SubscribeDto;
export type ConfirmNewsletterApiResponse = /** status 200  */ NewsletterTokenResponseDto;
export type ConfirmNewsletterApiArg = NewsletterTokenDto;
export type UnsubscribeNewsletterApiResponse = /** status 200  */ NewsletterTokenResponseDto;
export type UnsubscribeNewsletterApiArg = NewsletterTokenDto;
export type OneClickUnsubscribeNewsletterApiResponse =
  /** status 200  */ NewsletterTokenResponseDto;
export type OneClickUnsubscribeNewsletterApiArg = string;
export type GetNewsletterStatusApiResponse = /** status 200  */ NewsletterStatusResponseDto;
export type GetNewsletterStatusApiArg = void;
export type SendContactMessageApiResponse = /** status 202  */ FormAcceptedResponseDto;
export type SendContactMessageApiArg = CreateContactMessageDto;
export type ApplyAsPartnerApiResponse = /** status 202  */ FormAcceptedResponseDto;
export type ApplyAsPartnerApiArg = CreatePartnerApplicationDto;
export type GetPartnerProfileApiResponse = /** status 200  */ PartnerProfileResponseDto;
export type GetPartnerProfileApiArg = void;
export type UpdatePartnerProfileApiResponse = /** status 200  */ PartnerProfileResponseDto;
export type UpdatePartnerProfileApiArg = UpdateSalonProfileDto;
export type GetPartnerDashboardApiResponse = /** status 200  */ PartnerDashboardResponseDto;
export type GetPartnerDashboardApiArg =
  /** YYYY-MM (UTC); default: the current month. */ string | undefined;
export type ListPartnerTrainingsApiResponse = /** status 200  */ TrainingListResponseDto;
export type ListPartnerTrainingsApiArg = /** Overrides Accept-Language. */ Locale | undefined;
export type GetPartnerTrainingApiResponse = /** status 200  */ TrainingResponseDto;
export type GetPartnerTrainingApiArg = {
  slug: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
};
export type GetPartnerLinkApiResponse = /** status 200  */ PartnerLinkResponseDto;
export type GetPartnerLinkApiArg = string;
export type ListPartnerProductsApiResponse = /** status 200  */ PartnerProductListResponseDto;
export type ListPartnerProductsApiArg = /** Overrides Accept-Language. */ Locale | undefined;
export type GetPartnerCartApiResponse = /** status 200  */ PartnerCartResponseDto;
export type GetPartnerCartApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  /** VAT number to preview reverse charge with (format check only; VIES is asked at checkout). */
  vatNumber?: string;
  /** Delivery country (ISO alpha-2); default: the salon's country. */
  country?: string;
};
export type ClearPartnerCartApiResponse = unknown;
export type ClearPartnerCartApiArg = void;
export type SetPartnerCartItemApiResponse = unknown;
export type SetPartnerCartItemApiArg = {
  productId: string;
  setPartnerCartItemDto: SetPartnerCartItemDto;
};
export type RemovePartnerCartItemApiResponse = unknown;
export type RemovePartnerCartItemApiArg = string;
export type PlacePartnerOrderApiResponse =
  /** status 201 Created; 200 with the same order for a repeated Idempotency-Key */ PlacedPartnerOrderResponseDto;
export type PlacePartnerOrderApiArg = {
  /** A key per checkout attempt: the same key again answers the same order (200) */
  'Idempotency-Key'?: string;
  createPartnerOrderDto: CreatePartnerOrderDto;
};
export type ListPartnerOrdersApiResponse = /** status 200  */ PartnerOrderListResponseDto;
export type ListPartnerOrdersApiArg = {
  page?: number;
  perPage?: number;
  order?: 'ASC' | 'DESC';
  sort?: string;
  ids?: string;
};
export type GetPartnerOrderApiResponse = /** status 200  */ PartnerOrderResponseDto;
export type GetPartnerOrderApiArg = string;
export type GetPartnerOrderEInvoiceApiResponse = /** status 200 UBL 2.1 Invoice */ string;
export type GetPartnerOrderEInvoiceApiArg = string;
export type GetPartnerOrderECreditNoteApiResponse = /** status 200 UBL 2.1 CreditNote */ string;
export type GetPartnerOrderECreditNoteApiArg = {
  idOrNumber: string;
  creditNoteId: string;
};
export type ListAccountRoutinesApiResponse = /** status 200  */ AccountRoutinesResponseDto;
export type ListAccountRoutinesApiArg = /** Overrides Accept-Language. */ Locale | undefined;
export type SaveSkinAnalysisApiResponse = /** status 201  */ SavedSkinAnalysisResponseDto;
export type SaveSkinAnalysisApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  skinAnalysisAnswersDto: SkinAnalysisAnswersDto;
};
export type RemoveSkinAnalysisApiResponse = unknown;
export type RemoveSkinAnalysisApiArg = string;
export type SaveRoutineApiResponse = /** status 200  */ SavedRoutineStateResponseDto;
export type SaveRoutineApiArg = string;
export type UnsaveRoutineApiResponse = /** status 200  */ SavedRoutineStateResponseDto;
export type UnsaveRoutineApiArg = string;
export type ListPartnerClientsApiResponse = /** status 200  */ PartnerClientListResponseDto;
export type ListPartnerClientsApiArg = void;
export type ListPartnerRoutinesApiResponse = /** status 200  */ PartnerRoutineListResponseDto;
export type ListPartnerRoutinesApiArg = /** Overrides Accept-Language. */ Locale | undefined;
export type CreatePartnerRoutineApiResponse = /** status 201  */ PartnerRoutineResponseDto;
export type CreatePartnerRoutineApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  createPersonalRoutineDto: CreatePersonalRoutineDto;
};
export type GetPartnerRoutineApiResponse = /** status 200  */ PartnerRoutineResponseDto;
export type GetPartnerRoutineApiArg = {
  id: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
};
export type UpdatePartnerRoutineApiResponse = /** status 200  */ PartnerRoutineResponseDto;
export type UpdatePartnerRoutineApiArg = {
  id: string;
  /** Overrides Accept-Language. */
  locale?: Locale;
  updatePersonalRoutineDto: UpdatePersonalRoutineDto;
};
export type DeletePartnerRoutineApiResponse = unknown;
export type DeletePartnerRoutineApiArg = string;
export type ExportMyDataApiResponse = /** status 200  */ UserDataExportDto;
export type ExportMyDataApiArg = void;
export type GetPrivacySummaryApiResponse = /** status 200  */ PrivacySummaryResponseDto;
export type GetPrivacySummaryApiArg = void;
export type DeleteMyAccountApiResponse = unknown;
export type DeleteMyAccountApiArg = EraseAccountDto;
export type LookupWithdrawalOrderApiResponse = /** status 200  */ WithdrawableOrderResponseDto;
export type LookupWithdrawalOrderApiArg = WithdrawalLookupDto;
export type CreateWithdrawalApiResponse = /** status 201  */ WithdrawalResponseDto;
export type CreateWithdrawalApiArg = CreateWithdrawalDto;
export type GetWithdrawableOrderApiResponse = /** status 200  */ WithdrawableOrderResponseDto;
export type GetWithdrawableOrderApiArg = string;
export type CreateAccountWithdrawalApiResponse = /** status 201  */ WithdrawalResponseDto;
export type CreateAccountWithdrawalApiArg = {
  idOrNumber: string;
  createAccountWithdrawalDto: CreateAccountWithdrawalDto;
};
export type GetBirthdayCouponApiResponse = /** status 200  */ BirthdayCouponResponseDto;
export type GetBirthdayCouponApiArg = void;
export type CreateStockAlertApiResponse = /** status 200  */ StockAlertResponseDto;
export type CreateStockAlertApiArg = CreateStockAlertDto;
export type ConfirmStockAlertApiResponse = /** status 200  */ StockAlertResponseDto;
export type ConfirmStockAlertApiArg = StockAlertTokenDto;
export type WithdrawStockAlertApiResponse = /** status 200  */ StockAlertResponseDto;
export type WithdrawStockAlertApiArg = StockAlertTokenDto;
export type GetMyStockAlertApiResponse = /** status 200  */ StockAlertResponseDto;
export type GetMyStockAlertApiArg = string;
export type DeleteMyStockAlertApiResponse = /** status 200  */ StockAlertResponseDto;
export type DeleteMyStockAlertApiArg = string;
export type AnalyseSkinApiResponse = /** status 200  */ SkinRecommendationResponseDto;
export type AnalyseSkinApiArg = {
  /** Overrides Accept-Language. */
  locale?: Locale;
  skinAnalysisAnswersDto: SkinAnalysisAnswersDto;
};
export type Gender = 'female' | 'male';
export type Role = 'customer' | 'partner' | 'partner_manager' | 'admin';
export type Locale = 'nl' | 'en' | 'de' | 'fr';
export type UserResponseDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  birthday: string | null;
  gender: Gender | null;
  country: string;
  region: string | null;
  newsletter: boolean;
  birthdayDeals: boolean;
  role: Role;
  locale: Locale;
  /** The chosen partner salon (specialist), if any. */
  specialistStoreId: string | null;
  createdAt: string;
};
export type ProblemDetailsDto = {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors: {
    [key: string]: string;
  };
  instance?: string;
};
export type RegisterUserDto = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** ISO date, e.g. 1990-04-23. Required when birthdayDeals is true. */
  birthday?: string | null;
  gender?: Gender | null;
  /** ISO 3166-1 alpha-2 country code, e.g. BE. */
  country: string;
  region?: string | null;
  newsletter?: boolean;
  birthdayDeals?: boolean;
  /** Must be true: the privacy policy was accepted. */
  privacyAccepted: boolean;
  locale?: Locale;
};
export type UpdateUserDto = {
  firstName?: string;
  lastName?: string;
  birthday?: string | null;
  gender?: Gender | null;
  country?: string;
  region?: string | null;
  newsletter?: boolean;
  birthdayDeals?: boolean;
  locale?: Locale;
};
export type AcceptedResponseDto = {
  status: 'ok';
};
export type ForgotPasswordDto = {
  email: string;
  /** Language of the page the request came from; the mail uses the account's language when it has one. */
  locale?: Locale;
};
export type ResetPasswordDto = {
  token: string;
  password: string;
  passwordConfirmation: string;
};
export type EmailChangeRequestedDto = {
  status: 'pending';
  /** The address that must be confirmed; the account keeps its current one until then. */
  newEmail: string;
};
export type ChangeEmailDto = {
  email: string;
  currentPassword: string;
};
export type EmailChangeResultDto = {
  status: 'confirmed' | 'undone';
  /** The account's address after the change. */
  email: string;
  /** The account's language (the page may switch to it). */
  locale: Locale;
};
export type EmailChangeTokenDto = {
  token: string;
};
export type HealthLiveResponseDto = {
  status: 'ok';
  /** Seconds since the process started. */
  uptime: number;
};
export type HealthChecksDto = {
  /** The SQLite file or the PostgreSQL server. */
  database: 'up' | 'down';
  databaseKind: 'sqlite' | 'postgres';
  /** Redis (BullMQ); `not_configured` in the embedded default. */
  redis: 'up' | 'down' | 'not_configured';
};
export type HealthReadyResponseDto = {
  status: 'ready' | 'degraded' | 'unavailable' | 'draining';
  checks: HealthChecksDto;
  /** Seconds since the process started. */
  uptime: number;
};
export type SiteConfigResponseDto = {
  brandName: string;
  defaultLocale: Locale;
  locales: Locale[];
  tagManagerId: string | null;
};
export type ProductType =
  | 'cleanser'
  | 'toner'
  | 'serum'
  | 'cream'
  | 'eye-care'
  | 'lip-care'
  | 'mask'
  | 'peel'
  | 'exfoliant'
  | 'dermasoft'
  | 'gel'
  | 'foam'
  | 'lotion'
  | 'spray'
  | 'capsules'
  | 'supplements'
  | 'day-and-night-care'
  | 'sets';
export type Collection = 'blue' | 'black' | 'gold' | 'grey';
export type SkinType =
  'normal' | 'dry' | 'oily' | 'combination' | 'sensitive' | 'problem' | 'mature';
export type Timing = 'day' | 'night';
export type SetKind = 'gift' | 'routine';
export type ProductRatingDto = {
  /** 1 to 5, one decimal. */
  average: number;
  count: number;
};
export type ProductSummaryDto = {
  id: string;
  slug: string;
  name: string;
  subtitle: string | null;
  type: ProductType;
  /** The type in the answer's language. */
  typeLabel: string;
  collection: Collection;
  skinTypes: SkinType[];
  timing: Timing[];
  spf: (30 | 50) | null;
  /** Euro cents, VAT included. */
  priceCents: number;
  /** VAT in percent, included in the price. */
  vatRate: number;
  /** The price reduced by an automatic promotion now (VAT incl.); null without a reduction. */
  promotionPriceCents: number | null;
  /** With a reduction: the lowest price of the 30 days before the reduction began (EU Omnibus
    directive, Price Indication Directive art. 6a), shown next to the struck-through price. */
  lowestPrice30Days: number | null;
  currency: 'EUR';
  inStock: boolean;
  size: string | null;
  /** Main image URL. */
  image: string | null;
  bestsellerRank: number | null;
  setKind: SetKind | null;
  /** Approved reviews' average and count; null while the product has none. */
  rating: ProductRatingDto | null;
  /** Language the texts are in: the requested one, or nl when the product has no translation for it. */
  locale: Locale;
};
export type ProductSort = 'bestseller' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc';
export type FacetValueDto = {
  value: string;
  label: string;
  /** Products that would match with this value, given the other active filters. */
  count: number;
  selected: boolean;
};
export type ProductFacetsDto = {
  collection: FacetValueDto[];
  skinType: FacetValueDto[];
  timing: FacetValueDto[];
  type: FacetValueDto[];
};
export type ProductListResponseDto = {
  data: ProductSummaryDto[];
  /** Products matching all filters. */
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  sort: ProductSort;
  locale: Locale;
  facets: ProductFacetsDto;
};
export type CollectionRefDto = {
  slug: Collection;
  name: string;
  colour: string;
};
export type ProductResponseDto = {
  id: string;
  slug: string;
  name: string;
  subtitle: string | null;
  type: ProductType;
  /** The type in the answer's language. */
  typeLabel: string;
  collection: Collection;
  skinTypes: SkinType[];
  timing: Timing[];
  spf: (30 | 50) | null;
  /** Euro cents, VAT included. */
  priceCents: number;
  /** VAT in percent, included in the price. */
  vatRate: number;
  /** The price reduced by an automatic promotion now (VAT incl.); null without a reduction. */
  promotionPriceCents: number | null;
  /** With a reduction: the lowest price of the 30 days before the reduction began (EU Omnibus
    directive, Price Indication Directive art. 6a), shown next to the struck-through price. */
  lowestPrice30Days: number | null;
  currency: 'EUR';
  inStock: boolean;
  size: string | null;
  /** Main image URL. */
  image: string | null;
  bestsellerRank: number | null;
  setKind: SetKind | null;
  /** Approved reviews' average and count; null while the product has none. */
  rating: ProductRatingDto | null;
  /** Language the texts are in: the requested one, or nl when the product has no translation for it. */
  locale: Locale;
  description: string | null;
  usage: string | null;
  /** Key ingredients in words. */
  ingredients: string | null;
  /** Full INCI list. */
  inci: string | null;
  consistency: string | null;
  images: string[];
  stock: number;
  collectionInfo: CollectionRefDto;
  /** "Goes well with", in display order. */
  related: ProductSummaryDto[];
  /** What a set contains (type `sets`), in display order. */
  setItems: ProductSummaryDto[];
};
export type CollectionSummaryDto = {
  slug: Collection;
  name: string;
  tagline: string;
  /** Who the line is for: age and skin (SPEC §1). */
  audience: string;
  colour: string;
  ageRange: string | null;
  image: string | null;
  /** Active products in the line. */
  productCount: number;
  locale: Locale;
};
export type CollectionListResponseDto = {
  data: CollectionSummaryDto[];
};
export type CollectionResponseDto = {
  slug: Collection;
  name: string;
  tagline: string;
  /** Who the line is for: age and skin (SPEC §1). */
  audience: string;
  colour: string;
  ageRange: string | null;
  image: string | null;
  /** Active products in the line. */
  productCount: number;
  locale: Locale;
  description: string;
  /** Every active product of the line, best sellers first. */
  products: ProductSummaryDto[];
};
export type PostType = 'blog' | 'routine' | 'page' | 'training';
export type RoutineLine = 'blue' | 'black' | 'gold' | 'grey';
export type RoutineTime = 'morning' | 'evening' | 'weekly';
export type RoutineFactsDto = {
  /** The product line, from the routine's tags; null for a routine across lines. */
  line: RoutineLine | null;
  /** The number of steps: the products the routine uses. */
  steps: number;
  /** Morning, evening and/or weekly, from the routine's tags, in that order. */
  times: RoutineTime[];
};
export type PostSummaryDto = {
  id: string;
  translationKey: string;
  slug: string;
  type: PostType;
  /** The language of this post: the requested one, or nl when the piece has no version in it. */
  language: Locale;
  title: string;
  subtitle: string | null;
  description: string | null;
  /** ISO 8601. */
  publishedAt: string;
  tags: string[];
  thumbnailLandscape: string | null;
  thumbnailSquare: string | null;
  heroImage: string | null;
  readingMinutes: number;
  /** Routines only (null otherwise): line, number of steps and time of day for the card. */
  routine: RoutineFactsDto | null;
};
export type ListedPostType = 'blog' | 'routine';
export type PostSort = 'latest' | 'oldest';
export type PostListResponseDto = {
  data: PostSummaryDto[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  type: ListedPostType;
  sort: PostSort;
  locale: Locale;
};
export type TwoColumnBlockDto = {
  title: string;
  /** Rich text (sanitised on save). */
  text: string;
  /** Image URL (jpeg, jpg, png, gif or svg) */
  image: string;
  linkLabel?: string | null;
  /** https://…, our own host or a /path */
  linkUrl?: string | null;
  imagePosition: 'left' | 'right';
};
export type FullWidthSectionDto = {
  /** Background image URL */
  image: string;
  title?: string | null;
  /** Plain text, at most 250 characters. */
  text: string;
  linkLabel?: string | null;
  linkUrl?: string | null;
};
export type BasicSectionDto = {
  title?: string | null;
  /** Plain text, at most 250 characters. */
  text: string;
};
export type PostAlternateDto = {
  language: Locale;
  slug: string;
};
export type PostResponseDto = {
  id: string;
  translationKey: string;
  slug: string;
  type: PostType;
  /** The language of this post: the requested one, or nl when the piece has no version in it. */
  language: Locale;
  title: string;
  subtitle: string | null;
  description: string | null;
  /** ISO 8601. */
  publishedAt: string;
  tags: string[];
  thumbnailLandscape: string | null;
  thumbnailSquare: string | null;
  heroImage: string | null;
  readingMinutes: number;
  /** Routines only (null otherwise): line, number of steps and time of day for the card. */
  routine: RoutineFactsDto | null;
  /** Sanitised HTML. */
  content: string;
  /** Sanitised HTML. */
  content2: string | null;
  images: string[];
  twoColumnBlocks: TwoColumnBlockDto[];
  /** The featured products that are still on sale, in the order chosen, in the answer's language. */
  featuredProducts: ProductSummaryDto[];
  fullWidthSection: FullWidthSectionDto | null;
  basicSections: BasicSectionDto[];
  /** Visible versions of this piece in every language (language switch, hreflang). */
  alternates: PostAlternateDto[];
  /** true: the requested language has no published version, so this is the nl text (`language`
    says nl); the storefront shows a notice above it. */
  languageFallback: boolean;
  /** ISO 8601. */
  updatedAt: string;
};
export type FaqSection =
  'brand' | 'orders-returns' | 'products' | 'professionals' | 'results' | 'skin' | 'more';
export type FaqItemDto = {
  id: string;
  question: string;
  /** Sanitised HTML. */
  answer: string;
};
export type FaqSectionDto = {
  key: FaqSection;
  title: string;
  items: FaqItemDto[];
};
export type FaqResponseDto = {
  locale: Locale;
  /** The seven sections in display order; a section without questions is left out. */
  sections: FaqSectionDto[];
};
export type HomeHeroDto = {
  title: string;
  subtitle: string | null;
  description: string | null;
  image: string | null;
};
export type HomeResponseDto = {
  locale: Locale;
  /** From the fixed page "home" (title, subtitle, description, hero image); null when there is none. */
  hero: HomeHeroDto | null;
  /** The home page's three basic sections (brand promises). */
  highlights: BasicSectionDto[];
  bestsellers: ProductSummaryDto[];
  /** The call to become a member: the home page's full-width section. */
  memberCall: FullWidthSectionDto | null;
  giftSets: ProductSummaryDto[];
  collections: CollectionSummaryDto[];
  /** The newest magazine article with a hero image, for the home page hero teaser. */
  featuredArticle: PostSummaryDto | null;
  /** The three newest magazine articles. */
  latestArticles: PostSummaryDto[];
};
export type OpeningHoursDto = {
  mon?: string[][];
  tue?: string[][];
  wed?: string[][];
  thu?: string[][];
  fri?: string[][];
  sat?: string[][];
  sun?: string[][];
};
export type StoreResponseDto = {
  id: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  email: string | null;
  officialPartner: boolean;
  /** Opening hours as the salon keeps them in its profile; null when not given. */
  openingHours: OpeningHoursDto | null;
  /** Treatments the salon offers (plain text, its own words). */
  services: string[];
  /** Languages spoken in the salon. */
  languages: Locale[];
  /** Great-circle distance from the pinned location in km (one decimal); null without a location. */
  distanceKm: number | null;
};
export type StoreSort = 'name' | 'address' | 'distance';
export type StoreOriginDto = {
  lat: number;
  lng: number;
};
export type StoreListResponseDto = {
  data: StoreResponseDto[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  sort: StoreSort;
  origin: StoreOriginDto | null;
};
export type FavouriteListResponseDto = {
  /** Favourite products, most recently added first (inactive products are left out). */
  data: ProductSummaryDto[];
  total: number;
  /** Ids only, for marking hearts on product cards without loading the list. */
  productIds: string[];
};
export type AddressResponseDto = {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  houseNumber: string;
  box: string | null;
  postalCode: string;
  city: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
};
export type AddressListResponseDto = {
  data: AddressResponseDto[];
  total: number;
};
export type CreateAddressDto = {
  firstName: string;
  lastName: string;
  company?: string | null;
  street: string;
  houseNumber: string;
  box?: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  phone?: string | null;
  /** Makes this the default delivery address (the first address always is). */
  isDefault?: boolean;
};
export type UpdateAddressDto = {
  firstName?: string;
  lastName?: string;
  company?: string | null;
  street?: string;
  houseNumber?: string;
  box?: string | null;
  postalCode?: string;
  city?: string;
  /** ISO 3166-1 alpha-2 */
  country?: string;
  phone?: string | null;
  /** Makes this the default delivery address (the first address always is). */
  isDefault?: boolean;
};
export type CartLineDto = {
  productId: string;
  slug: string;
  name: string;
  image: string | null;
  size: string | null;
  /** Current catalogue price, VAT included. */
  unitPriceCents: number;
  /** VAT rate in percent for the delivery country (the gross price is the same everywhere). */
  vatRate: number;
  quantity: number;
  lineTotalCents: number;
  /** Promotion discount on this line (its share of an order discount included), VAT included. */
  discountCents: number;
  /** False when fewer units are in stock than in the cart (checkout would refuse). */
  inStock: boolean;
};
export type DeliveryQuoteDto = {
  country: string;
  /** Code of the shipping zone serving the country; null when none does. */
  zone: string | null;
  /** False when no shipping zone serves the country: no order can be delivered there. */
  served: boolean;
  /** VAT included (0 from the free-delivery threshold on); null when not served. */
  costCents: number | null;
  freeFromCents: number | null;
  minWorkingDays: number | null;
  maxWorkingDays: number | null;
  /** Estimated delivery window for an order placed today (ISO dates, working days). */
  estimatedFrom: string | null;
  estimatedTo: string | null;
};
export type VatLineDto = {
  /** VAT rate in percent (may carry a decimal, e.g. 25.5) */
  rate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
};
export type VatRegime = 'domestic' | 'oss' | 'export';
export type TotalsDto = {
  /** Sum of the lines, VAT included. */
  itemsCents: number;
  deliveryCents: number | null;
  netCents: number;
  vatCents: number;
  /** Promotion discounts on the items, VAT included (0 without any). */
  discountCents: number;
  /** Items less discounts plus delivery, VAT included. */
  totalCents: number;
  vat: VatLineDto[];
  /** The country whose VAT applies: BE, the delivery country (One-Stop Shop) or, outside the EU, the export destination. */
  vatCountry: string;
  /** `domestic`: Belgian VAT; `oss`: the delivery country's VAT; `export`: outside the EU, 0 %. */
  vatRegime: VatRegime;
};
export type CartDiscountDto = {
  name: string;
  /** The coupon code; null for an automatic promotion. */
  code: string | null;
  /** Taken off the items, VAT included (0 for free shipping). */
  amountCents: number;
  freeShipping: boolean;
};
export type CartCouponDto = {
  code: string;
  name: string;
  /** Why the coupon does not apply now (e.g. PROMOTIONS_BELOW_MINIMUM); null while it applies. */
  problem: string | null;
};
export type CartResponseDto = {
  items: CartLineDto[];
  /** Number of units in the cart (badge). */
  count: number;
  delivery: DeliveryQuoteDto;
  totals: TotalsDto;
  discounts: CartDiscountDto[];
  coupon: CartCouponDto | null;
  currency: 'EUR';
};
export type AddCartItemDto = {
  productId: string;
  quantity?: number;
};
export type UpdateCartItemDto = {
  quantity: number;
};
export type ApplyCouponDto = {
  code: string;
};
export type ShippableCountryDto = {
  country: string;
  zone: string;
  costCents: number;
  freeFromCents: number | null;
  minWorkingDays: number;
  maxWorkingDays: number;
};
export type ShippableCountriesResponseDto = {
  countries: ShippableCountryDto[];
};
export type SearchPostDto = {
  id: string;
  type: 'blog' | 'routine';
  slug: string;
  title: string;
  summary: string | null;
  image: string | null;
  /** The asked language, or nl where the piece has no version in it. */
  language: Locale;
};
export type SearchResponseDto = {
  query: string;
  locale: Locale;
  /** Products, articles and routines found. */
  total: number;
  products: ProductSummaryDto[];
  articles: SearchPostDto[];
  routines: SearchPostDto[];
  /** The best sellers, offered when nothing was found (empty otherwise). */
  bestsellers: ProductSummaryDto[];
};
export type SpecialistResponseDto = {
  /** The chosen partner salon; null when the customer has none (orders then go without a salon). */
  store: StoreResponseDto | null;
};
export type SetSpecialistDto = {
  /** An official partner store (GET /api/stores?partner=true). */
  storeId: string;
};
export type SavedPaymentMethodDto = {
  id: string;
  method: string;
  label: string;
};
export type PaymentMethodsResponseDto = {
  /** Which provider runs: `demo` (built-in) or `mollie`. */
  provider: 'demo' | 'mollie';
  /** Methods offered at checkout (chosen on the provider's hosted page). */
  available: string[];
  /** Methods the provider keeps for this customer (Mollie mandates; the demo card after a paid demo payment). */
  saved: SavedPaymentMethodDto[];
};
export type OrderStatus =
  'pending_payment' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type PaidStatus = 'open' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refunded';
export type OrderLineDto = {
  /** The line's place in the order (0 first); a refund names its lines by it. */
  position: number;
  productId: string;
  slug: string;
  name: string;
  quantity: number;
  /** Price at order time, VAT included. */
  unitPriceCents: number;
  /** VAT rate in percent of the country whose VAT applies (may carry a decimal: 25.5). */
  vatRate: number;
  lineTotalCents: number;
  /** Promotion discount on the line (its share of an order discount included), VAT included. */
  discountCents: number;
  /** What was paid for the line: lineTotalCents less discountCents. */
  paidCents: number;
  /** The line without VAT (rounded per line), after its discount. */
  netCents: number;
  vatCents: number;
  /** The member state whose VAT applies (BE, or the delivery country under OSS; the export country at 0 %). */
  vatCountry: string;
  /** Units refunded so far. */
  refundedQuantity: number;
  /** What the units not yet refunded would give back (cents, VAT included). */
  refundableCents: number;
};
export type OrderAddressDto = {
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  houseNumber: string;
  box: string | null;
  postalCode: string;
  city: string;
  country: string;
  phone: string | null;
};
export type OrderDiscountDto = {
  name: string;
  code: string | null;
  /** Taken off the items, VAT included (0 for free shipping). */
  amountCents: number;
  freeShipping: boolean;
};
export type OrderSpecialistDto = {
  storeId: string;
  name: string;
};
export type ExpectedDeliveryDto = {
  minWorkingDays: number;
  maxWorkingDays: number;
};
export type OrderResponseDto = {
  id: string;
  number: string;
  /** Order date (ISO 8601). */
  createdAt: string;
  status: OrderStatus;
  paidStatus: PaidStatus;
  totalCents: number;
  currency: string;
  /** Number of units. */
  itemCount: number;
  lines: OrderLineDto[];
  deliveryAddress: OrderAddressDto;
  /** The lines before discounts, VAT included. */
  itemsCents: number;
  /** Promotion discounts on the items, VAT included. */
  discountCents: number;
  discounts: OrderDiscountDto[];
  deliveryCents: number;
  netCents: number;
  vatCents: number;
  vat: VatLineDto[];
  /** The member state whose VAT the order carries (BE, or the delivery country under OSS). */
  vatCountry: string;
  specialist: OrderSpecialistDto | null;
  paidAt: string | null;
  paymentMethod: string | null;
  /** The provider's hosted payment page while the order waits for payment; null otherwise. */
  checkoutUrl: string | null;
  expectedDelivery: ExpectedDeliveryDto;
  /** The shipping zone the order was priced in (null on orders from before the zones). */
  shippingZone: string | null;
  /** When the parcel left (ISO 8601). */
  shippedAt: string | null;
  /** When the parcel was delivered (ISO 8601): the 14-day withdrawal period runs from this day. */
  deliveredAt: string | null;
  /** The carrier's code (bpost, postnl, dhl, dpd, gls, ups, other). */
  carrier: string | null;
  /** The carrier's name to show (null for another carrier without one). */
  carrierName: string | null;
  trackingNumber: string | null;
  /** The carrier's page following the parcel. */
  trackingUrl: string | null;
};
export type CreateOrderDto = {
  /** An address from the customer's address book. */
  addressId: string;
  /** Specialist for this order: omitted → the one saved with the account (if any); null → order
    without a salon; an id → that official partner store (SPECIALIST_NOT_OFFICIAL_PARTNER otherwise). */
  specialistStoreId?: string | null;
  /** Language of the confirmation mail and the return page; default: the account's language. */
  locale?: Locale;
};
export type OrderSummaryDto = {
  id: string;
  number: string;
  /** Order date (ISO 8601). */
  createdAt: string;
  status: OrderStatus;
  paidStatus: PaidStatus;
  totalCents: number;
  currency: string;
  /** Number of units. */
  itemCount: number;
};
export type OrderListResponseDto = {
  data: OrderSummaryDto[];
  total: number;
  page: number;
  perPage: number;
};
export type InvoiceKind = 'invoice' | 'credit_note';
export type InvoiceDocumentDto = {
  id: string;
  kind: InvoiceKind;
  /** 2026-000001 or CN-2026-000001. */
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** VAT included, cents (positive also for a credit note). */
  totalCents: number;
  currency: string;
};
export type InvoiceDocumentListDto = {
  data: InvoiceDocumentDto[];
};
export type TokenResponseDto = {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
};
export type CreateGuestSessionDto = {
  email: string;
  /** Must be true: the privacy policy was accepted (kept as the consent time, as at registration). */
  privacyAccepted: boolean;
  locale?: Locale;
};
export type GuestClaimResponseDto = {
  /** The e-mail the guest ordered with. */
  email: string;
  /** An account with that e-mail exists: sign in to it, then attach the order. */
  accountExists: boolean;
};
export type GuestClaimResultDto = {
  email: string;
  orders: number;
};
export type ClaimGuestAccountDto = {
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
};
export type ReviewResponseDto = {
  id: string;
  productId: string;
  score: number;
  /** Plain text; escape on output. */
  title: string;
  /** Plain text with line breaks; escape on output. */
  content: string;
  /** First name and initial, e.g. "Anna P.". */
  authorName: string;
  /** The author has a paid order containing this product. */
  verifiedPurchase: boolean;
  locale: string;
  /** ISO-8601 time of posting (or of the last edit). */
  submittedAt: string;
};
export type ReviewListResponseDto = {
  data: ReviewResponseDto[];
  /** Approved reviews of the product (also the `count`). */
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  /** Average score of the approved reviews, one decimal; null without any. */
  average: number | null;
  /** Number of approved reviews. */
  count: number;
};
export type ReviewStatus = 'pending' | 'approved' | 'rejected';
export type OwnReviewResponseDto = {
  id: string;
  productId: string;
  score: number;
  /** Plain text; escape on output. */
  title: string;
  /** Plain text with line breaks; escape on output. */
  content: string;
  /** First name and initial, e.g. "Anna P.". */
  authorName: string;
  /** The author has a paid order containing this product. */
  verifiedPurchase: boolean;
  locale: string;
  /** ISO-8601 time of posting (or of the last edit). */
  submittedAt: string;
  status: ReviewStatus;
  rejectionReason: string | null;
};
export type CreateReviewDto = {
  /** 1 to 5 stars. */
  score: number;
  title: string;
  content: string;
  /** Leave empty. */
  website?: string;
};
export type MyReviewResponseDto = {
  /** null when the customer has not reviewed this product. */
  review: OwnReviewResponseDto | null;
};
export type SubscribeResponseDto = {
  /** Always the same answer (no way to learn whether an address is subscribed) */
  status: 'ok';
};
export type SubscriptionSource = 'footer' | 'registration' | 'contact' | 'partner';
export type SubscribeDto = {
  email: string;
  /** Language of the page: the confirmation mail and the newsletters use it. */
  locale: Locale;
  source?: SubscriptionSource;
  /** Leave empty (spam trap) */
  website?: string;
};
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type NewsletterTokenResponseDto = {
  status: SubscriberStatus;
  locale: Locale;
  /** After a confirmation: the token of the unsubscribe link, so the landing page can offer it. */
  unsubscribeToken?: string;
  /** After a confirmation: true when this link had already confirmed the subscription (a second click). */
  alreadyConfirmed?: boolean;
};
export type NewsletterTokenDto = {
  token: string;
};
export type NewsletterStatusResponseDto = {
  status: 'pending' | 'confirmed' | 'unsubscribed' | 'none';
};
export type FormAcceptedResponseDto = {
  status: 'ok';
};
export type ContactSubject = 'selling' | 'usage';
export type CreateContactMessageDto = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  /** selling: selling the products; usage: usage of the products. */
  subject: ContactSubject;
  question: string;
  newsletter?: boolean;
  /** Must be true: the privacy policy was accepted. */
  privacyAccepted: boolean;
  /** The sender's language (their copy is written in it); nl when absent. */
  locale?: Locale;
  /** Leave empty (spam trap) */
  fax?: string;
};
export type CreatePartnerApplicationDto = {
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Street. */
  street: string;
  /** House number (and box). */
  houseNumber: string;
  postalCode: string;
  city: string;
  country?: string;
  website?: string | null;
  /** EU VAT number, e.g. BE0123456789. */
  vatNumber?: string | null;
  /** How they got to know the product. */
  howFound: string;
  newsletter?: boolean;
  privacyAccepted: boolean;
  locale?: Locale;
  /** Leave empty (spam trap) */
  fax?: string;
};
export type PartnerProfileResponseDto = {
  /** The caller's own partner store. */
  store: StoreResponseDto;
  /** Stable code of the salon's personal customer link. */
  code: string;
  /** The personal link to give customers: `${PUBLIC_URL}/t/<code>`. */
  link: string;
  /** The Peppol participant id the salon gave (`scheme:id`); null: the one derived from its VAT number is used. */
  peppolId: string | null;
  /** The participant id derived from the salon's VAT number (Belgium: 0208 + enterprise number), if any. */
  peppolIdFromVat: string | null;
};
export type UpdateSalonProfileDto = {
  /** Per weekday (mon…sun) at most 3 `[from, to]` ranges (`HH:MM`, from before to, no overlaps); `[]` closed. */
  openingHours?: OpeningHoursDto | null;
  /** At most 12 treatments, each 1–60 characters of plain text, no duplicates. */
  services?: string[] | null;
  /** Languages spoken in the salon. */
  languages?: Locale[] | null;
  phone?: string | null;
  /** http(s) address of the salon's own site. */
  website?: string | null;
  email?: string | null;
  /** Peppol participant id for e-invoices, `scheme:id` (Belgium: `0208:` + the 10-digit enterprise
    number, checked with mod 97); null: derived from the VAT number. */
  peppolId?: string | null;
};
export type AttributedOrderDto = {
  number: string;
  /** ISO 8601. */
  placedAt: string;
  /** First name and last initial only ("Lotte J."). */
  customer: string;
  /** Product names as ordered (no addresses, no payment details). */
  products: string[];
  /** Gross total, VAT and delivery included. */
  totalCents: number;
};
export type PartnerDashboardResponseDto = {
  month: string;
  /** Paid orders placed while the customer had chosen this salon as specialist. */
  orderCount: number;
  /** Gross revenue of those orders in cents. */
  revenueCents: number;
  /** PARTNER_COMMISSION_RATE (0..1). */
  commissionRate: number;
  commissionCents: number;
  orders: AttributedOrderDto[];
};
export type TrainingSummaryDto = {
  id: string;
  translationKey: string;
  slug: string;
  type: PostType;
  /** The language of this post: the requested one, or nl when the piece has no version in it. */
  language: Locale;
  title: string;
  subtitle: string | null;
  description: string | null;
  /** ISO 8601. */
  publishedAt: string;
  tags: string[];
  thumbnailLandscape: string | null;
  thumbnailSquare: string | null;
  heroImage: string | null;
  readingMinutes: number;
  /** Routines only (null otherwise): line, number of steps and time of day for the card. */
  routine: RoutineFactsDto | null;
  /** ISO 8601 date-time of the live session; null when the training is not a live session. */
  sessionAt: string | null;
  sessionLocation: string | null;
};
export type TrainingListResponseDto = {
  data: TrainingSummaryDto[];
};
export type PostAttachmentDto = {
  label: string;
  url: string;
};
export type TrainingResponseDto = {
  id: string;
  translationKey: string;
  slug: string;
  type: PostType;
  /** The language of this post: the requested one, or nl when the piece has no version in it. */
  language: Locale;
  title: string;
  subtitle: string | null;
  description: string | null;
  /** ISO 8601. */
  publishedAt: string;
  tags: string[];
  thumbnailLandscape: string | null;
  thumbnailSquare: string | null;
  heroImage: string | null;
  readingMinutes: number;
  /** Routines only (null otherwise): line, number of steps and time of day for the card. */
  routine: RoutineFactsDto | null;
  /** Sanitised HTML. */
  content: string;
  /** Sanitised HTML. */
  content2: string | null;
  images: string[];
  twoColumnBlocks: TwoColumnBlockDto[];
  /** The featured products that are still on sale, in the order chosen, in the answer's language. */
  featuredProducts: ProductSummaryDto[];
  fullWidthSection: FullWidthSectionDto | null;
  basicSections: BasicSectionDto[];
  /** Visible versions of this piece in every language (language switch, hreflang). */
  alternates: PostAlternateDto[];
  /** true: the requested language has no published version, so this is the nl text (`language`
    says nl); the storefront shows a notice above it. */
  languageFallback: boolean;
  /** ISO 8601. */
  updatedAt: string;
  attachments: PostAttachmentDto[];
  sessionAt: string | null;
  sessionLocation: string | null;
};
export type PartnerLinkResponseDto = {
  code: string;
  /** The salon to choose as specialist (PUT /api/user/specialist with this store id). */
  store: StoreResponseDto;
};
export type PartnerProductDto = {
  id: string;
  slug: string;
  /** In the requested language, nl where it has no text of its own. */
  name: string;
  subtitle: string | null;
  image: string | null;
  size: string | null;
  /** The line, to filter the shop by. */
  collection: Collection;
  /** The product type, to filter the shop by. */
  type: ProductType;
  /** The type in the requested language. */
  typeLabel: string;
  /** Professional price per unit in euro cents, VAT excluded. */
  partnerPriceCents: number;
  /** VAT rate in percent added to the professional price (unless reverse charged). */
  vatRate: number;
  /** Smallest quantity per order line. */
  minQuantity: number;
  /** A salon size: sold to partners only. */
  partnerOnly: boolean;
  inStock: boolean;
  locale: Locale;
};
export type PartnerProductListResponseDto = {
  data: PartnerProductDto[];
};
export type PartnerCartLineDto = {
  productId: string;
  slug: string;
  name: string;
  image: string | null;
  size: string | null;
  /** Professional price, VAT excluded. */
  unitPriceCents: number;
  vatRate: number;
  quantity: number;
  minQuantity: number;
  /** VAT excluded. */
  lineTotalCents: number;
  inStock: boolean;
};
export type PartnerTotalsDto = {
  /** Lines, VAT excluded. */
  itemsCents: number;
  /** Delivery, VAT excluded. */
  deliveryCents: number;
  /** Items plus delivery, VAT excluded. */
  netCents: number;
  vatCents: number;
  /** What the salon pays. */
  totalCents: number;
  vat: VatLineDto[];
  /** No VAT charged: intra-EU VAT number outside Belgium (art. 196 Directive 2006/112/EC). */
  reverseCharge: boolean;
  /** No VAT charged: delivered outside the EU (export). */
  export: boolean;
  /** The shipping zone's quote for the delivery country (cost VAT included, delivery window). */
  delivery: DeliveryQuoteDto;
};
export type PartnerCartResponseDto = {
  items: PartnerCartLineDto[];
  count: number;
  totals: PartnerTotalsDto;
  /** Prefill of the checkout form: the salon's company name and VAT number. */
  companyName: string | null;
  vatNumber: string | null;
  currency: string;
};
export type SetPartnerCartItemDto = {
  quantity: number;
};
export type PartnerOrderLineDto = {
  productId: string;
  slug: string;
  name: string;
  quantity: number;
  /** Professional price, VAT excluded. */
  unitPriceCents: number;
  /** 0 when reverse charged. */
  vatRate: number;
  /** VAT excluded. */
  lineTotalCents: number;
  /** VAT excluded (= lineTotalCents). */
  netCents: number;
  /** The line's share of the order's VAT at its rate (the shares add up to the order's VAT). */
  vatCents: number;
  /** BE, or the delivery country when reverse charged. */
  vatCountry: string;
};
export type PlacedPartnerOrderResponseDto = {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatus;
  paidStatus: PaidStatus;
  totalCents: number;
  reverseCharge: boolean;
  currency: string;
  lines: PartnerOrderLineDto[];
  deliveryAddress: OrderAddressDto;
  companyName: string;
  vatNumber: string;
  /** Lines, VAT excluded. */
  itemsCents: number;
  /** Delivery, VAT excluded. */
  deliveryCents: number;
  netCents: number;
  vatCents: number;
  vat: VatLineDto[];
  paidAt: string | null;
  /** The provider's hosted payment page while the order waits for payment; null otherwise. */
  checkoutUrl: string | null;
  /** false: VIES could not be reached and only the number's format was checked (the order records it in the log). */
  vatVerified: boolean;
};
export type PartnerDeliveryAddressDto = {
  firstName: string;
  lastName: string;
  company?: string | null;
  street: string;
  houseNumber: string;
  box?: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  phone?: string | null;
};
export type CreatePartnerOrderDto = {
  deliveryAddress: PartnerDeliveryAddressDto;
  companyName: string;
  /** EU VAT number with its country prefix (spaces and dots allowed; EL for Greece). */
  vatNumber: string;
  /** Language of the confirmation mail; default: the account's language. */
  locale?: Locale;
};
export type PartnerOrderSummaryDto = {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatus;
  paidStatus: PaidStatus;
  totalCents: number;
  reverseCharge: boolean;
  currency: string;
};
export type PartnerOrderListResponseDto = {
  data: PartnerOrderSummaryDto[];
  total: number;
  page: number;
  perPage: number;
};
export type PartnerOrderResponseDto = {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatus;
  paidStatus: PaidStatus;
  totalCents: number;
  reverseCharge: boolean;
  currency: string;
  lines: PartnerOrderLineDto[];
  deliveryAddress: OrderAddressDto;
  companyName: string;
  vatNumber: string;
  /** Lines, VAT excluded. */
  itemsCents: number;
  /** Delivery, VAT excluded. */
  deliveryCents: number;
  netCents: number;
  vatCents: number;
  vat: VatLineDto[];
  paidAt: string | null;
  /** The provider's hosted payment page while the order waits for payment; null otherwise. */
  checkoutUrl: string | null;
};
export type SkinAgeBand = 'under-25' | '25-34' | '35-44' | '45-54' | '55-plus';
export type SkinAnalysisSkinType = 'normal' | 'dry' | 'oily' | 'combination' | 'problem';
export type SkinConcern =
  'anti-aging' | 'blemishes' | 'redness' | 'dryness' | 'firmness' | 'dullness' | 'sun-protection';
export type SkinSensitivityLevel = 'low' | 'medium' | 'high';
export type SkinRoutineMoment = 'morning' | 'evening' | 'both';
export type SkinAnalysisAnswersDto = {
  ageBand: SkinAgeBand;
  skinType: SkinAnalysisSkinType;
  /** One to three main concerns. */
  concerns: SkinConcern[];
  sensitivity: SkinSensitivityLevel;
  /** Which routine the customer wants: morning, evening or both. */
  routine: SkinRoutineMoment;
};
export type RecommendedLine = 'blue' | 'black' | 'gold';
export type SkinReasonKey =
  | 'gold-mature'
  | 'gold-firmness'
  | 'blue-problem-skin'
  | 'blue-young-skin'
  | 'blue-sensitive'
  | 'black-anti-aging'
  | 'black-protection';
export type SavedSkinAnalysisResponseDto = {
  id: string;
  /** The answers given (to take the analysis again with them). */
  answers: SkinAnalysisAnswersDto;
  line: RecommendedLine;
  reasonKey: SkinReasonKey;
  /** The recommendation's title in the answer's language. */
  title: string;
  /** The morning products still sold to customers, in order of use. */
  morning: ProductSummaryDto[];
  evening: ProductSummaryDto[];
  /** ISO 8601: when it was saved. */
  savedAt: string;
};
export type SavedRoutineResponseDto = {
  /** The routine article in the requested language (nl when it has no version in it). */
  post: PostSummaryDto;
  /** Its products that are still sold to customers, in the article's order ("add all to cart"). */
  products: ProductSummaryDto[];
  /** How many of the article's products are left out because they are no longer sold. */
  unavailableCount: number;
  /** ISO 8601: when the customer saved it. */
  savedAt: string;
};
export type RoutineTiming = 'morning' | 'evening' | 'both';
export type RoutineStepResponseDto = {
  position: number;
  timing: RoutineTiming;
  /** Plain text (escape it when showing). */
  instructions: string | null;
  productId: string;
  /** The product in the answer's language; null when it is no longer sold to customers. */
  product: ProductSummaryDto | null;
};
export type PersonalRoutineResponseDto = {
  id: string;
  title: string;
  /** Plain text (escape it when showing). */
  note: string | null;
  storeId: string;
  /** The salon that wrote it */
  salonName: string | null;
  /** In position order. */
  steps: RoutineStepResponseDto[];
  /** How many steps name a product that is no longer sold (left out of "add all to cart"). */
  unavailableCount: number;
  /** ISO 8601. */
  updatedAt: string;
};
export type AccountRoutinesResponseDto = {
  /** Skin analysis results the customer saved, most recent first. */
  analyses: SavedSkinAnalysisResponseDto[];
  /** Saved routine articles, most recently saved first. */
  saved: SavedRoutineResponseDto[];
  /** Personal routines from salons, most recently changed first (also from a salon no longer chosen). */
  personal: PersonalRoutineResponseDto[];
};
export type SavedRoutineStateResponseDto = {
  /** The saved piece (same in every language). */
  translationKey: string;
  saved: boolean;
};
export type PartnerClientDto = {
  id: string;
  /** First name and last initial, e.g. "Lotte J." */
  name: string;
};
export type PartnerClientListResponseDto = {
  data: PartnerClientDto[];
};
export type PartnerRoutineResponseDto = {
  id: string;
  title: string;
  /** Plain text (escape it when showing). */
  note: string | null;
  storeId: string;
  /** The salon that wrote it */
  salonName: string | null;
  /** In position order. */
  steps: RoutineStepResponseDto[];
  /** How many steps name a product that is no longer sold (left out of "add all to cart"). */
  unavailableCount: number;
  /** ISO 8601. */
  updatedAt: string;
  customer: PartnerClientDto;
};
export type PartnerRoutineListResponseDto = {
  data: PartnerRoutineResponseDto[];
};
export type PersonalRoutineStepDto = {
  productId: string;
  /** 1-based place in the routine; unique within the routine. */
  position: number;
  timing: RoutineTiming;
  /** Plain text, at most 500 characters. */
  instructions?: string | null;
};
export type CreatePersonalRoutineDto = {
  /** A current client of the salon (GET /api/partner/clients). */
  customerId: string;
  title: string;
  note?: string | null;
  steps: PersonalRoutineStepDto[];
};
export type UpdatePersonalRoutineDto = {
  title?: string;
  /** A note to the client: plain text, at most 2000 characters. */
  note?: string | null;
  /** 1 to 12 steps. */
  steps?: PersonalRoutineStepDto[];
};
export type UserDataExportDto = {
  /** Format name and version of this document. */
  format: string;
  exportedAt: string;
  /** The account: name, e-mail, birthday, country, language, role. */
  profile: {
    [key: string]: any;
  };
  addresses: {
    [key: string]: any;
  }[];
  /** Every order with its lines, delivery address, VAT and payment status. */
  orders: {
    [key: string]: any;
  }[];
  reviews: {
    [key: string]: any;
  }[];
  /** The newsletter subscription of the account's address (null when it never subscribed). */
  subscriptions: {
    newsletter?: {
      [key: string]: any;
    } | null;
  };
  favourites: {
    [key: string]: any;
  }[];
  cart: {
    [key: string]: any;
  }[];
  /** Saved routines and the personal routines a salon made for this customer. */
  routines: {
    [key: string]: any;
  };
  /** What the payment provider link holds (provider customer id, remembered method). */
  payment?: {
    [key: string]: any;
  } | null;
  /** Privacy policy acceptance, newsletter and birthday-deal choices, and the newsletter consent proof. */
  consents: {
    [key: string]: any;
  };
  /** The birthday coupons the account was given (code, validity, used or not). */
  birthdayCoupons: {
    [key: string]: any;
  }[];
  /** The "mail me when it is back" requests of the account. */
  stockAlerts: {
    [key: string]: any;
  }[];
};
export type PrivacySummaryResponseDto = {
  /** Orders kept after deletion (accounting law), with their invoice data. */
  retainedOrders: number;
  /** Years orders and invoices are kept (Belgian accounting law). */
  retentionYears: number;
  /** Date (YYYY-MM-DD) until which the newest order is kept; null without orders. */
  keptUntil: string | null;
  /** Whether this account may delete itself here (customers; salons and staff ask us). */
  selfErasable: boolean;
};
export type EraseAccountDto = {
  currentPassword: string;
};
export type WithdrawableLineDto = {
  position: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
};
export type WithdrawalStatus = 'requested' | 'received' | 'refunded';
export type WithdrawalLineDto = {
  position: number;
  name: string;
  quantity: number;
  unopened: boolean;
};
export type WithdrawalResponseDto = {
  id: string;
  orderNumber: string;
  status: WithdrawalStatus;
  /** When the withdrawal reached the shop (ISO 8601). */
  requestedAt: string;
  /** The last day of the withdrawal period (YYYY-MM-DD); null when the order was not delivered yet. */
  periodEndsOn: string | null;
  lines: WithdrawalLineDto[];
};
export type WithdrawableOrderResponseDto = {
  orderNumber: string;
  orderedAt: string;
  deliveredAt: string | null;
  /** The last day to withdraw (YYYY-MM-DD); null while not delivered (open until 14 days after delivery). */
  periodEndsOn: string | null;
  lines: WithdrawableLineDto[];
  /** The withdrawal already made for this order, if any. */
  withdrawal: WithdrawalResponseDto | null;
};
export type WithdrawalLookupDto = {
  orderNumber: string;
  email: string;
};
export type WithdrawalItemDto = {
  /** The line's position in the order (1-based, as the look-up lists them). */
  position: number;
  quantity: number;
  /** The seal is unbroken (opened cosmetics may be excluded from the refund for hygiene reasons). */
  unopened: boolean;
};
export type CreateWithdrawalDto = {
  orderNumber: string;
  email: string;
  /** Language of the confirmation mail (default: the order’s) */
  locale?: Locale;
  items: WithdrawalItemDto[];
};
export type CreateAccountWithdrawalDto = {
  /** Language of the confirmation mail (default: the order’s) */
  locale?: Locale;
  items: WithdrawalItemDto[];
};
export type BirthdayCouponDto = {
  /** Typed in the cart's coupon field. */
  code: string;
  percentOff: number;
  /** First day the code works (ISO date). */
  validFrom: string;
  /** Last day the code works, inclusive (ISO date). */
  validUntil: string;
  /** When it was used on an order; null while unused. */
  usedAt: string | null;
  /** True when unused and today is inside its validity. */
  usable: boolean;
};
export type BirthdayCouponResponseDto = {
  /** The newest birthday coupon of the account; null when it never got one. */
  coupon: BirthdayCouponDto | null;
};
export type StockAlertState = 'subscribed' | 'pending' | 'confirmed' | 'withdrawn' | 'none';
export type StockAlertResponseDto = {
  /** `subscribed`: a signed-in customer is on the list; `pending`: a guest was sent a confirmation
    mail (the same answer whether or not the address asked before); `confirmed`/`withdrawn`: the
    token was used; `none`: the signed-in customer is not on the list. */
  status: StockAlertState;
  /** The product's name in the alert's language (token answers only). */
  productName?: string | null;
  /** The product's slug (token answers only), to link back to it. */
  productSlug?: string | null;
};
export type CreateStockAlertDto = {
  productId: string;
  /** A guest's address (double opt-in); ignored when signed in (the account's address is used). */
  email?: string;
  /** Language of the page: the mails use it. */
  locale: Locale;
  /** Leave empty (spam trap) */
  website?: string;
};
export type StockAlertTokenDto = {
  token: string;
};
export type SkinRecommendationResponseDto = {
  line: RecommendedLine;
  /** The rule that decided (the key of the texts). */
  reasonKey: SkinReasonKey;
  /** The recommendation's title in the answer's language (edited in the back-office). */
  title: string;
  explanation: string;
  /** A Grey SPF product closes the morning routine. */
  spf: boolean;
  /** 3 to 5 products in order of use, in stock; empty when only an evening routine was asked for. */
  morning: ProductSummaryDto[];
  /** 3 to 5 products in order of use, in stock; empty when only a morning routine was asked for. */
  evening: ProductSummaryDto[];
  locale: Locale;
};
