/** The account's birthday coupon (`GET /api/user/birthday-coupon`: getBirthdayCoupon; generated). */
import { generatedApi } from '../../../api/generated/shop-api.ts';

export const birthdayApi = generatedApi;

export const { useGetBirthdayCouponQuery } = birthdayApi;
