/**
 * "Mail me when it is back" (`/api/stock-alerts/…`: createStockAlert, confirmStockAlert,
 * withdrawStockAlert, getMyStockAlert, deleteMyStockAlert; generated).
 */
import { generatedApi } from '../../../api/generated/shop-api.ts';

export const stockAlertsApi = generatedApi;

export const {
  useCreateStockAlertMutation,
  useConfirmStockAlertMutation,
  useWithdrawStockAlertMutation,
} = stockAlertsApi;

/** The problem code of an unknown or withdrawn link. */
export const STOCK_ALERT_TOKEN_INVALID = 'STOCK_ALERTS_TOKEN_INVALID';

/** The problem code of a failed call, when the API answered one. */
export function problemCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' &&
    data !== null &&
    typeof (data as { code?: unknown }).code === 'string'
    ? (data as { code: string }).code
    : undefined;
}
