import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { LeaderTask } from '../../../platform/leader/leader-tasks';
import type { ConnectionHandler } from '../../../realtime/io';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import type { SettingsService } from '../../site/settings/settings.service';
import { createChatModeration } from './chat-moderation.service';
import { createChatOnline, localPresenceTotal, redisPresence } from './chat-online';
import { memoryRateLimiter, redisRateLimiter } from './chat-rate-limit';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { chatSocket } from './chat.socket';
import { createChatReasonsService } from './reasons/chat-reasons.service';
import { chatReasonsRoutes } from './reasons/chat-reasons.routes';
import { quizAdminRoutes } from './quiz/quiz-admin.routes';
import { createQuizQuestionsService } from './quiz/quiz-questions.service';
import { quizLeaderTasks } from './quiz/quiz.engine';
import { createQuizService } from './quiz/quiz.service';

/**
 * The chat: messages and commands (any node), moderation, the quiz, and the `online` count. With
 * Redis, rate limits and presence are shared by every node; on a single node they stay in memory.
 */
export function chatServices(
  core: WiringCore,
  deps: { inventory: InventoryService; notifications: NotificationsService; settings: SettingsService },
) {
  const { config, db, emitter, cache, invalidate, log, redis, clock } = core;
  const chatModeration = createChatModeration({ db, emitter, invalidate });
  const quiz = createQuizService({
    db,
    emitter,
    inventory: deps.inventory,
    notifications: deps.notifications,
    log,
    settings: config.chat.quiz,
  });
  const presence = redis ? redisPresence(redis, config.redisPrefix) : undefined;
  const chatOnline = createChatOnline({
    emitter,
    log,
    total: presence?.total ?? localPresenceTotal,
    heartbeat: presence !== undefined,
    leave: presence?.leave,
  });
  return {
    /** Chat: history, writing and commands (any node). */
    chat: createChatService({
      db,
      emitter,
      settings: deps.settings,
      moderation: chatModeration,
      quiz,
      online: chatOnline,
      rateLimiter: redis ? redisRateLimiter(redis, config.redisPrefix, clock) : memoryRateLimiter(clock),
      cache,
      minDepositCents: config.chat.minDepositCents,
    }),
    chatModeration,
    /** The `online` count of every node; this node's sockets are added by chat.socket. */
    chatOnline,
    /** The chat quiz: questions opened and closed by the leader's engine, answers checked on any node. */
    quiz,
    /** The console's mute reasons and quiz questions (admins). */
    chatReasons: createChatReasonsService({ db }),
    quizQuestions: createQuizQuestionsService({ db }),
  };
}

type ChatServices = ReturnType<typeof chatServices>;

export function chatRoutePlugins(services: ChatServices & { settings: SettingsService }): RoutePlugin[] {
  const { chat, chatModeration, settings, chatReasons, quizQuestions } = services;
  return [
    (scope) => chatRoutes(scope, { chat, chatModeration, settings }),
    (scope) => chatReasonsRoutes(scope, { chatReasons }),
    (scope) => quizAdminRoutes(scope, { quizQuestions }),
  ];
}

/** The chat's socket entry point: history and the online count for each new connection. */
export function chatSockets(core: Pick<WiringCore, 'emitter' | 'log'>, services: ChatServices): ConnectionHandler[] {
  return [chatSocket({ chat: services.chat, online: services.chatOnline, emitter: core.emitter, log: core.log })];
}

/** The quiz's timer: questions are opened and closed only by the leader. */
export function chatLeaderTasks(core: Pick<WiringCore, 'config' | 'log'>, services: ChatServices): LeaderTask[] {
  return quizLeaderTasks({ quiz: services.quiz, log: core.log, intervalMs: core.config.chat.quiz.intervalMs });
}
