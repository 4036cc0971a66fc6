import {
  adminDecisionResponse,
  adminWithdrawFactsResponse,
  adminWithdrawListResponse,
  type AdminWithdrawListRequest,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { useAdminMutation, useAdminQuery } from '../console/admin-api';

/** The console's withdrawal calls (docs/operations/console.md "Withdrawals"), each with its shared zod schema. */

export function useWithdrawQueue(body: AdminWithdrawListRequest) {
  return useAdminQuery('/api/admin/withdrawals/list', body, adminWithdrawListResponse, { refetchInterval: 30_000 });
}

/** The reviewer's facts of one request; held back until a row is opened. */
export function useWithdrawFacts(id: number | null) {
  return useAdminQuery('/api/admin/withdrawals/facts', { id: id ?? 0 }, adminWithdrawFactsResponse, {
    enabled: id !== null,
  });
}

export const useApproveWithdrawal = () =>
  useAdminMutation<typeof adminDecisionResponse, { id: number }>(
    '/api/admin/withdrawals/approve',
    adminDecisionResponse,
  );

export const useRejectWithdrawal = () =>
  useAdminMutation<typeof adminDecisionResponse, { id: number; reason: string }>(
    '/api/admin/withdrawals/reject',
    adminDecisionResponse,
  );
