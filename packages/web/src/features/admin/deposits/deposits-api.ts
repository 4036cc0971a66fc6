import {
  adminDepositReviewResponse,
  adminManualListResponse,
  adminNotificationLogResponse,
  type AdminDepositReviewRequest,
  type AdminManualListRequest,
  type AdminNotificationLogRequest,
} from '@skinbet/shared/schemas/deposits-admin.schemas';
import { manualDepositResponseSchema, type ManualDepositRequest } from '@skinbet/shared/schemas/admin-money.schemas';
import { adminDepositDecisionResponse } from '@skinbet/shared/schemas/payments.schemas';
import { useAdminMutation, useAdminQuery } from '../console/admin-api';

/** The console's deposit calls (docs/operations/console.md "Deposits"), each with its shared zod schema. */

export function useDepositReview(body: AdminDepositReviewRequest) {
  return useAdminQuery('/api/admin/deposits/review', body, adminDepositReviewResponse, { refetchInterval: 30_000 });
}

export function useNotificationLog(body: AdminNotificationLogRequest) {
  return useAdminQuery('/api/admin/deposits/notifications', body, adminNotificationLogResponse);
}

export function useManualDeposits(body: AdminManualListRequest) {
  return useAdminQuery('/api/admin/deposits/manual/list', body, adminManualListResponse);
}

export const useApproveDeposit = () =>
  useAdminMutation<typeof adminDepositDecisionResponse, { id: number }>(
    '/api/admin/deposits/approve',
    adminDepositDecisionResponse,
  );

export const useRejectDeposit = () =>
  useAdminMutation<typeof adminDepositDecisionResponse, { id: number; reason: string }>(
    '/api/admin/deposits/reject',
    adminDepositDecisionResponse,
  );

export const useManualDeposit = () =>
  useAdminMutation<typeof manualDepositResponseSchema, ManualDepositRequest>(
    '/api/admin/deposits/manual',
    manualDepositResponseSchema,
  );

/** Pages of a list answer's total (one at least). */
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A filter box's text as a whole id, or nothing. */
export function idOf(text: string | undefined): number | undefined {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : undefined;
}
