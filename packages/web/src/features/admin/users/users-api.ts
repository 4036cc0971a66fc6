import {
  adminAdjustmentListResponse,
  adminAdjustmentResponse,
  adminUserBanResponse,
  adminUserDetailSchema,
  adminUserNoteAddResponse,
  adminUserRoleResponse,
  adminUserSearchResponse,
} from '@skinbet/shared/schemas/admin-users.schemas';
import { chatBanResponse } from '@skinbet/shared/schemas/chat.schemas';
import { successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { adminUserRgResponse } from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { useAdminMutation, useAdminQuery } from '../console/admin-api';

/** The console's Users calls (docs/operations/console.md "Users"), each with its shared zod schema. */

export function useUserSearch(query: string, page: number) {
  return useAdminQuery('/api/admin/users/search', { query, page }, adminUserSearchResponse, {
    enabled: query.trim().length > 0,
  });
}

export function useUserDetail(userId: number) {
  return useAdminQuery('/api/admin/users/get', { user_id: userId }, adminUserDetailSchema);
}

/**
 * The player's limits, exclusion, reality check and their history, read-only: staff cannot lift an
 * exclusion (docs/operations/console.md "Users"). The header's badge and the tab share this read.
 */
export function useUserRg(userId: number) {
  return useAdminQuery('/api/admin/users/responsibleGambling', { id: userId }, adminUserRgResponse);
}

/** Corrections waiting for a second admin, for one player. */
export function usePendingAdjustments(userId: number) {
  return useAdminQuery('/api/admin/users/adjust/list', { user_id: userId }, adminAdjustmentListResponse);
}

export const useBan = () =>
  useAdminMutation<typeof adminUserBanResponse, { user_id: number; reason: string; until?: string }>(
    '/api/admin/users/ban',
    adminUserBanResponse,
  );
export const useUnban = () =>
  useAdminMutation<typeof adminUserBanResponse, { user_id: number }>('/api/admin/users/unban', adminUserBanResponse);
export const useSetRole = () =>
  useAdminMutation<typeof adminUserRoleResponse, { user_id: number; role: string }>(
    '/api/admin/users/role',
    adminUserRoleResponse,
  );
export const useAdjust = () =>
  useAdminMutation<typeof adminAdjustmentResponse, { user_id: number; amount: number; reason: string }>(
    '/api/admin/users/adjust',
    adminAdjustmentResponse,
  );
export const useApproveAdjustment = () =>
  useAdminMutation<typeof adminAdjustmentResponse, { id: number }>(
    '/api/admin/users/adjust/approve',
    adminAdjustmentResponse,
  );
export const useRejectAdjustment = () =>
  useAdminMutation<typeof adminAdjustmentResponse, { id: number }>(
    '/api/admin/users/adjust/reject',
    adminAdjustmentResponse,
  );
export const useAddNote = () =>
  useAdminMutation<typeof adminUserNoteAddResponse, { user_id: number; body: string }>(
    '/api/admin/users/notes/add',
    adminUserNoteAddResponse,
  );
/** The chat's own mute (its front door, `/api/chat/ban`): minutes from CHAT.muteMinutes or null for ever. */
export const useMute = () =>
  useAdminMutation<typeof chatBanResponse, { user_id: number; duration: number | null; reason_id: number }>(
    '/api/chat/ban',
    chatBanResponse,
  );
/** The KYC mark, the withdrawals module's call. */
export const useKyc = () =>
  useAdminMutation<typeof successBodySchema, { userId: number; verified: boolean }>(
    '/api/admin/users/kyc',
    successBodySchema,
  );
