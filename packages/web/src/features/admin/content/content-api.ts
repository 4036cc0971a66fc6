import {
  adminGiveawayListResponse,
  adminPromoDisableResponse,
  adminPromoListResponse,
  adminStreamerListResponse,
  adminTournamentListResponse,
  bannerResponse,
  bonusSettingsResponse,
  chatReasonListResponse,
  chatReasonResponse,
  quizListResponse,
  quizQuestionResponse,
  successResponse,
  type BannerSetRequest,
  type BonusSettingsDto,
  type ChatReasonInput,
  type QuizQuestionInput,
} from '@skinbet/shared/schemas/admin-content.schemas';
import {
  adminGiveawayCreateResponse,
  type AdminGiveawayCreateRequest,
} from '@skinbet/shared/schemas/giveaways.schemas';
import { createPromoResponse, type CreatePromoRequest } from '@skinbet/shared/schemas/payments.schemas';
import { adminStreamerSetResponse } from '@skinbet/shared/schemas/streamers-admin.schemas';
import {
  adminTournamentCreateResponse,
  type AdminTournamentCreateRequest,
} from '@skinbet/shared/schemas/tournaments.schemas';
import { z } from 'zod';
import { useAdminMutation, useAdminQuery } from '../console/admin-api';
import type { TableQuery } from '../console/table-query';

/** The console's Content calls (docs/operations/console.md "Content"), each with its shared zod schema. */

/** Rows per page in every Content table. */
export const PAGE_SIZE = 20;

/** A table's page and its text filters as a list call's body. */
export const pageBody = (query: TableQuery, extra: Record<string, unknown> = {}) => ({
  page: query.page,
  page_size: PAGE_SIZE,
  ...extra,
});

/** How many pages a list has. */
export const pagesOf = (total: number | undefined) =>
  total === undefined ? undefined : Math.max(1, Math.ceil(total / PAGE_SIZE));

export const usePromoList = (body: object) => useAdminQuery('/api/admin/promocodes/list', body, adminPromoListResponse);
export const usePromoCreate = () =>
  useAdminMutation<typeof createPromoResponse, CreatePromoRequest>('/api/admin/promocodes/create', createPromoResponse);
export const usePromoDisable = () =>
  useAdminMutation<typeof adminPromoDisableResponse, { id: number }>(
    '/api/admin/promocodes/disable',
    adminPromoDisableResponse,
  );

export const useGiveawayList = (body: object) =>
  useAdminQuery('/api/admin/giveaways/list', body, adminGiveawayListResponse);
export const useGiveawayCreate = () =>
  useAdminMutation<typeof adminGiveawayCreateResponse, AdminGiveawayCreateRequest>(
    '/api/admin/giveaways/create',
    adminGiveawayCreateResponse,
  );
/** The draw's answer is checked by the giveaway panel's own schema; the console only needs success. */
const drawnResponse = z.object({ status: z.literal('success') });
export const useGiveawayEnd = () =>
  useAdminMutation<typeof drawnResponse, { id: number }>('/api/admin/giveaways/end', drawnResponse);

export const useTournamentList = (body: object) =>
  useAdminQuery('/api/admin/tournaments/list', body, adminTournamentListResponse);
export const useTournamentCreate = () =>
  useAdminMutation<typeof adminTournamentCreateResponse, AdminTournamentCreateRequest>(
    '/api/admin/tournaments/create',
    adminTournamentCreateResponse,
  );
export const useTournamentEnd = () =>
  useAdminMutation<typeof drawnResponse, { id: number }>('/api/admin/tournaments/end', drawnResponse);

export const useBonusSettings = () => useAdminQuery('/api/admin/bonus/settings', {}, bonusSettingsResponse);
export const useBonusSettingsSet = () =>
  useAdminMutation<typeof bonusSettingsResponse, BonusSettingsDto>(
    '/api/admin/bonus/set-settings',
    bonusSettingsResponse,
  );

export const useStreamerList = (body: object) =>
  useAdminQuery('/api/admin/streamers/list', body, adminStreamerListResponse);
export const useStreamerSet = () =>
  useAdminMutation<typeof adminStreamerSetResponse, { user_id: number; is_youtuber: boolean }>(
    '/api/admin/streamers/set',
    adminStreamerSetResponse,
  );

export const useChatReasonList = (body: object) =>
  useAdminQuery('/api/admin/chat_reasons/list', body, chatReasonListResponse);
export const useChatReasonCreate = () =>
  useAdminMutation<typeof chatReasonResponse, ChatReasonInput>('/api/admin/chat_reasons/create', chatReasonResponse);
export const useChatReasonUpdate = () =>
  useAdminMutation<typeof chatReasonResponse, ChatReasonInput & { id: number }>(
    '/api/admin/chat_reasons/update',
    chatReasonResponse,
  );
export const useChatReasonDelete = () =>
  useAdminMutation<typeof successResponse, { id: number }>('/api/admin/chat_reasons/delete', successResponse);

export const useQuizList = (body: object) => useAdminQuery('/api/admin/quiz/list', body, quizListResponse);
export const useQuizCreate = () =>
  useAdminMutation<typeof quizQuestionResponse, QuizQuestionInput>('/api/admin/quiz/create', quizQuestionResponse);
export const useQuizUpdate = () =>
  useAdminMutation<typeof quizQuestionResponse, QuizQuestionInput & { id: string }>(
    '/api/admin/quiz/update',
    quizQuestionResponse,
  );
export const useQuizDelete = () =>
  useAdminMutation<typeof successResponse, { id: string }>('/api/admin/quiz/delete', successResponse);

export const useBanner = () => useAdminQuery('/api/admin/banner/get', {}, bannerResponse);
export const useBannerSet = () =>
  useAdminMutation<typeof bannerResponse, BannerSetRequest>('/api/admin/banner/set', bannerResponse);
