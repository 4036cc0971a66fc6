import crypto from 'node:crypto';
import type { ChatQuizDto } from '@skinbet/shared/schemas/chat.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../../../db/client';
import { inTransaction } from '../../../../db/transaction';
import { databaseNow } from '../../../../platform/db-clock.repository';
import { lockRoundCreation } from '../../../../platform/leader/creation-lock.repository';
import type { Emitter } from '../../../../realtime/emitter';
import type { InventoryService } from '../../../items/inventory/inventory.service';
import type { NotificationsService } from '../../../account/notifications/notifications.service';
import { presentMarketItem } from '../../../items/inventory';
import { stock } from '../../../items/storehouse/stock.service';
import { presentChatUser, type ChatAuthor } from '../chat.presenter';
import { acceptedAnswer, type QuizQuestion } from './quiz-questions';
import { listActiveQuestionIds } from './quiz-questions.repository';
import {
  findQuestion,
  findLatestQuiz,
  findMarketItem,
  findOpenQuiz,
  insertQuiz,
  listRecentQuestionIds,
  markSolved,
  readUnsolvedAndNow,
  recordPrize,
  type QuizRow,
} from './quiz.repository';

export type QuizService = ReturnType<typeof createQuizService>;

/** What clients see when no question is open. */
export const NO_QUIZ: ChatQuizDto = { isActive: false, id: null, item: null, question: null };

/** A new question is none of the last few asked (fewer when the seed is small). */
const NO_REPEAT_OF_LAST = 10;

/** A stored question as the quiz asks it; undefined when there is none (deleted). */
function asked(
  row: { id: string; ru: string; en: string; answers: string[] } | null | undefined,
): QuizQuestion | undefined {
  if (!row) return undefined;
  return { id: row.id, question: { ru: row.ru, en: row.en }, answers: row.answers };
}

/** Item events and the ledger-free prize move name their quiz like this. */
export const quizReference = (quizId: number) => `chat_quiz:${quizId}`;

/**
 * The chat quiz (docs/community/chat.md "Quiz"). The leader's engine opens a question (`open`)
 * and closes it when its time is up (`expire`); any node checks chat answers against the open one
 * (`answer`). The accepted answers stay on the server: clients get the question and the prize, and
 * the answer only in `quizSolved`, once someone has given it.
 */
/** How long a read of the open quiz is reused (see `findOpenQuizCached`). */
const OPEN_QUIZ_CACHE_MS = 1_000;

export function createQuizService(deps: {
  db: Database;
  emitter: Emitter;
  inventory: InventoryService;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  settings: { durationMs: number; prizeMaxCents: number };
}) {
  const { db, emitter, settings } = deps;
  const changeListeners = new Set<() => void>();
  const announceChange = () => {
    for (const listener of changeListeners) listener();
  };

  /**
   * The open quiz, read at most once per OPEN_QUIZ_CACHE_MS: every chat message is checked against
   * it, and that read would otherwise be a query per message. Changes made on this node clear it at
   * once; another node's new question is seen within the cache time (no one answers that fast), and
   * a stale entry can never pay twice — solving is guarded in the database (`markSolved`).
   */
  let openQuiz: { readAt: number; row: ReturnType<typeof findOpenQuiz> } | undefined;
  function findOpenQuizCached(): ReturnType<typeof findOpenQuiz> {
    if (openQuiz && Date.now() - openQuiz.readAt < OPEN_QUIZ_CACHE_MS) return openQuiz.row;
    const row = findOpenQuiz(db);
    openQuiz = { readAt: Date.now(), row };
    row.catch(() => (openQuiz = undefined));
    return row;
  }
  const forgetOpenQuiz = () => (openQuiz = undefined);

  /** The open quiz as clients see it, or NO_QUIZ (also for a question an admin deleted meanwhile). */
  async function current(): Promise<ChatQuizDto> {
    const open = await findOpenQuizCached();
    const question = open && asked(open.question);
    if (!open || !question) return NO_QUIZ;
    return { isActive: true, id: open.id, item: presentMarketItem(open.item), question: question.question };
  }

  /**
   * The announced item if it is still in stock; else the dearest other item in stock priced at most
   * the announced one or QUIZ_PRIZE_MAX, whichever is more (someone may have bought the last unit
   * meanwhile). Catalog rows other transactions hold are skipped, as in every game payout.
   */
  async function takePrize(tx: Transaction, announcedItemId: number) {
    if (await stock.takeOne(tx, announcedItemId)) return findMarketItem(tx, announcedItemId);
    const announced = await findMarketItem(tx, announcedItemId);
    const maxPrice = Math.max(settings.prizeMaxCents, announced?.price ?? 0);
    const other = await stock.takeDearest(tx, maxPrice, [announcedItemId]);
    return other && findMarketItem(tx, other.id);
  }

  return {
    now: () => databaseNow(db),
    latest: () => findLatestQuiz(db),
    unsolvedAndNow: (id: number) => readUnsolvedAndNow(db, id),
    current,

    /**
     * Opens a question (the leader's engine): a random one not among the last few asked, with the
     * dearest storehouse item in stock priced at most QUIZ_PRIZE_MAX as its prize. Undefined when
     * no item fits (nothing to win: no question). An open quiz (another leader's) is returned as it is.
     */
    async open(): Promise<QuizRow | undefined> {
      return inTransaction(db, async (tx, afterCommit) => {
        await lockRoundCreation(tx, 'chat-quiz');
        const latest = await findLatestQuiz(tx);
        if (latest && latest.solvedBy === null && latest.endsAt > (await databaseNow(tx))) return latest;
        // The questions admins keep active now (docs/community/chat.md "Quiz"); none: nothing is asked.
        const questions = await listActiveQuestionIds(tx);
        if (questions.length === 0) return undefined;
        const recent = new Set(await listRecentQuestionIds(tx, Math.min(NO_REPEAT_OF_LAST, questions.length - 1)));
        const choices = questions.filter((id) => !recent.has(id));
        const questionId = choices[crypto.randomInt(choices.length)]!;
        const question = asked(await findQuestion(tx, questionId));
        if (!question) return undefined;
        const candidate = await stock.findDearest(tx, settings.prizeMaxCents);
        const prize = candidate && (await findMarketItem(tx, candidate.id));
        if (!prize) return undefined;
        const quiz = await insertQuiz(tx, {
          questionId,
          itemId: prize.id,
          durationMs: settings.durationMs,
        });
        const payload = { isActive: true, id: quiz.id, item: presentMarketItem(prize), question: question.question };
        afterCommit(() => {
          forgetOpenQuiz();
          emitter.toAll('quizInit', payload);
        });
        return quiz;
      });
    },

    /** The time is up (the engine, at `ends_at`): clients close the panel unless someone answered first. */
    async expire(id: number): Promise<void> {
      const latest = await findLatestQuiz(db);
      forgetOpenQuiz();
      if (latest?.id === id && latest.solvedBy === null) emitter.toAll('quizInit', NO_QUIZ);
    },

    /**
     * A chat message (already stored and broadcast) checked against the open question. The first
     * correct one wins: in one transaction the quiz is marked solved (once — see `markSolved`), one
     * unit of the prize leaves the storehouse stock, and the winner gets it as a new won item
     * through the inventory service (item event `quiz_prize`) and a `notification.quiz_prize`
     * notice with the skin's image. Then `quizSolved`, and `quizInit`
     * closes the panel. Should no prize be left in stock at all, nothing is marked and the
     * question stays open (logged): a win is never announced without its prize.
     */
    async answer(author: ChatAuthor, text: string): Promise<boolean> {
      const open = await findOpenQuizCached();
      const question = open && asked(open.question);
      const accepted = question ? acceptedAnswer(question, text) : null;
      if (!open || accepted === null) return false;
      try {
        return await inTransaction(db, async (tx, afterCommit) => {
          const solved = await markSolved(tx, open.id, { userId: author.id, answer: accepted });
          if (!solved) return false;
          const prize = await takePrize(tx, solved.itemId);
          if (!prize) throw new Error(`quiz ${open.id}: no prize left in stock`);
          const [instanceId] = await deps.inventory.grant(tx, {
            userId: author.id,
            itemIds: [prize.id],
            reason: 'quiz_prize',
            reference: quizReference(open.id),
            isWonItem: true,
          });
          await recordPrize(tx, open.id, instanceId!);
          // The winner's notice shows the skin (issue 16: win notices carry the item image).
          await deps.notifications.notifyItemWin(tx, afterCommit, {
            userId: author.id,
            name: 'notification.quiz_prize',
            item: { name: prize.marketHashName, image: prize.image, price: prize.price },
            params: { quiz: open.id },
          });
          afterCommit(() => {
            forgetOpenQuiz();
            emitter.toAll('quizSolved', {
              id: open.id,
              user: presentChatUser(author),
              answer: accepted,
              item: presentMarketItem(prize),
            });
            emitter.toAll('quizInit', NO_QUIZ);
            announceChange();
          });
          return true;
        });
      } catch (error) {
        deps.log.warn({ err: error, quizId: open.id }, 'quiz answer could not be rewarded');
        return false;
      }
    },

    /** Lets this node's engine move on at once after a quiz solved here (others notice at their next look). */
    onChange(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}
