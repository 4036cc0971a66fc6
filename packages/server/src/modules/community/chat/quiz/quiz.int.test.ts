import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatQuizSchema, chatQuizSolvedSchema } from '@skinbet/shared/schemas/chat.schemas';
import { chatQuizzes, itemEvents, items } from '../../../../db/schema';
import { connectRecorded, type Recorder, type SocketCleanup } from '../../../../realtime/realtime.int-support';
import { createCatalogItem, createUser } from '../../../../test/factories';
import { type TestServer } from '../../../../test/test-server';
import { useTestServer } from '../../../../test/use-test-server';
import { inventoryOf, stockOf } from '../../../items/storehouse/storehouse.int-support';
import { send, sent } from '../chat.int-support';
import { normalizeAnswer, type QuizQuestion } from './quiz-questions';
import { storedQuestion } from './quiz.int-support';
import { createQuizEngine } from './quiz.engine';
import { NO_QUIZ, quizReference } from './quiz.service';

/**
 * The chat quiz without the leader's timers: tests open questions through the service the engine
 * calls, and end one by moving its `ends_at` into the past. The engine itself runs in the last
 * describe, on its own server with short timings.
 */
/**
 * Every way the answer could show in a payload: a field named like an answer, or a text holding an
 * accepted answer as a whole word (only answers with a letter: "5" is in many an id or price).
 */
function leaksIn(payload: unknown, question: QuizQuestion): string[] {
  const answers = question.answers.map(normalizeAnswer).filter((answer) => /\p{L}/u.test(answer));
  const found: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      const text = normalizeAnswer(value);
      for (const answer of answers) {
        const escaped = answer.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
        if (new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text))
          found.push(`${path}: ${answer}`);
      }
      return;
    }
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}[${index}]`));
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (/answer/iu.test(key)) found.push(`field ${path}.${key}`);
      // The prize is a catalog item, shown on purpose: its names may be an answer by chance (the
      // test items are AK-47s, and "AK-47" answers a seeded question), without telling anything.
      if (key === 'item') continue;
      visit(inner, `${path}.${key}`);
    }
  };
  visit(payload, '$');
  return found;
}

/** Wipes the storehouse so the test decides what the prize can be (the items table holds only test items). */
async function emptyStorehouse(server: TestServer): Promise<void> {
  await server.ctx.db.update(items).set({ marketCount: 0 });
}

describe('chat quiz', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ QUIZ_PRIZE_MAX: '1.00', QUIZ_DURATION_MS: '600000' }, { sockets: cleanup });

  /** Opens a question with a fresh prize item (`price` cents, `stock` units): the only one that fits. */
  async function openQuiz(options: { price?: number; stock?: number } = {}) {
    await emptyStorehouse(server);
    const prize = await createCatalogItem(server.ctx, { price: options.price ?? 90, marketCount: options.stock ?? 3 });
    // Dearer than the limit: never the prize.
    await createCatalogItem(server.ctx, { price: 101, marketCount: 5 });
    const quiz = await server.ctx.services.quiz.open();
    if (!quiz) throw new Error('no quiz opened');
    return { quiz, prize, question: await storedQuestion(server.ctx.db, quiz.questionId) };
  }

  const quizEvents = (recorder: Recorder) =>
    recorder.events.filter((entry) => entry.event === 'quizInit' || entry.event === 'quizSolved');

  it('shows the question and the prize, never the answer, until someone gives it', async () => {
    const watcher = await connectRecorded(server, cleanup);
    // Its joining snapshot first: this test is about the broadcast of an opening, not about a
    // snapshot read while the question opens (which may arrive after the broadcast).
    await watcher.recorder.waitFor((entry) => entry.event === 'quizInit', 0, 'the joining quizInit');
    const { quiz, prize, question } = await openQuiz();
    const opened = await watcher.recorder.waitFor(
      (entry) => entry.event === 'quizInit' && (entry.payload as { isActive: boolean }).isActive,
      0,
      'the open quizInit',
    );
    const shown = chatQuizSchema.strict().parse(watcher.recorder.events[opened]!.payload);
    expect(shown).toEqual({
      isActive: true,
      id: quiz.id,
      item: expect.objectContaining({ id: prize.id, price: 0.9 }),
      question: question.question,
    });
    const history = (await server.post('/api/chat/getMessages')).body;
    expect(chatQuizSchema.strict().parse(history.quiz)).toEqual(shown);
    // A wrong answer is a message like any other and changes nothing.
    const player = await createUser(server.ctx);
    sent(await send(server, player.token, 'no idea'));
    const late = await connectRecorded(server, cleanup);
    await late.recorder.waitFor((entry) => entry.event === 'quizInit', 0, 'a joiner’s quizInit');

    const everything = [
      watcher.recorder.events,
      late.recorder.events,
      history,
      (await server.post('/api/chat/getMessages')).body,
    ];
    expect(leaksIn(everything, question)).toEqual([]);
    // The check itself finds an answer where there is one.
    expect(leaksIn({ answer: null }, question)).toEqual(['field $.answer']);
    const worded = question.answers.find((answer) => /\p{L}/u.test(answer));
    // toContain: one answer may hold another ("ak-47" holds "ak"), so a message can leak two.
    if (worded)
      expect(leaksIn({ message: `It is ${worded}!` }, question)).toContain(`$.message: ${normalizeAnswer(worded)}`);
    expect(quizEvents(watcher.recorder).map((entry) => entry.event)).toEqual(['quizInit', 'quizInit']);
  });

  it('gives the prize once when two players answer correctly at the same moment', async () => {
    const { quiz, prize, question } = await openQuiz({ stock: 2 });
    const watcher = await connectRecorded(server, cleanup);
    // Its joining snapshot (the open question) before anyone answers, so the next quizInit it
    // hears is the one that closes the question.
    await watcher.recorder.waitFor((entry) => entry.event === 'quizInit', 0, 'the joining quizInit');
    const players = [await createUser(server.ctx), await createUser(server.ctx)];
    const answer = ` ${question.answers[0]!.toUpperCase()} `;

    const answers = await Promise.all(players.map(({ token }) => send(server, token, answer)));
    // Both answers are ordinary chat messages, stored and shown.
    for (const reply of answers) expect(sent(reply).message).toBe(answer.trim());

    const [stored] = await server.ctx.db.select().from(chatQuizzes).where(eq(chatQuizzes.id, quiz.id));
    const winner = players.find(({ user }) => user.id === stored!.solvedBy)!;
    const loser = players.find(({ user }) => user.id !== stored!.solvedBy)!;
    expect(winner).toBeDefined();
    expect(stored).toMatchObject({ answer: question.answers[0], solvedAt: expect.any(Date) });

    const won = await inventoryOf(server, winner.token);
    expect(won.map((item) => [item.id, item.myId, item.pivot.is_won_item])).toEqual([
      [prize.id, stored!.prizeInstanceId, 1],
    ]);
    expect(await inventoryOf(server, loser.token)).toEqual([]);
    expect(await stockOf(server, prize.id)).toBe(1);
    const events = await server.ctx.db
      .select()
      .from(itemEvents)
      .where(and(eq(itemEvents.reason, 'quiz_prize'), eq(itemEvents.reference, quizReference(quiz.id))));
    expect(events.map((event) => [event.userId, event.inventoryItemId])).toEqual([
      [winner.user.id, stored!.prizeInstanceId],
    ]);

    const solvedAt = await watcher.recorder.waitFor((entry) => entry.event === 'quizSolved', 0, 'quizSolved');
    const solved = chatQuizSolvedSchema.strict().parse(watcher.recorder.events[solvedAt]!.payload);
    expect(solved).toMatchObject({ id: quiz.id, user: { id: winner.user.id }, answer: question.answers[0] });
    expect(solved.item).toMatchObject({ id: prize.id, market_count: 1 });
    const closed = await watcher.recorder.waitFor(
      (entry) => entry.event === 'quizInit',
      solvedAt,
      'the closing quizInit',
    );
    expect(watcher.recorder.events[closed]!.payload).toEqual(NO_QUIZ);
    // The winning message came first, then the result; exactly one result.
    const newMessages = watcher.recorder.events.findIndex((entry) => entry.event === 'newMessage');
    expect(newMessages).toBeLessThan(solvedAt);
    expect(watcher.recorder.events.filter((entry) => entry.event === 'quizSolved')).toHaveLength(1);
    expect((await server.post('/api/chat/getMessages')).body.quiz).toEqual(NO_QUIZ);
  });

  it('wins nothing once the time is up', async () => {
    const { quiz, prize, question } = await openQuiz();
    await server.ctx.db
      .update(chatQuizzes)
      .set({ startedAt: sql`now() - interval '2 seconds'`, endsAt: sql`now() - interval '1 second'` })
      .where(eq(chatQuizzes.id, quiz.id));
    const player = await createUser(server.ctx);
    sent(await send(server, player.token, question.answers[0]!));
    const [stored] = await server.ctx.db.select().from(chatQuizzes).where(eq(chatQuizzes.id, quiz.id));
    expect(stored).toMatchObject({ solvedBy: null, answer: null, prizeInstanceId: null });
    expect(await inventoryOf(server, player.token)).toEqual([]);
    expect(await stockOf(server, prize.id)).toBe(3);
    expect(await server.ctx.services.quiz.current()).toEqual(NO_QUIZ);
  });

  it('gives the next dearest item within the limit when the announced prize sold out meanwhile', async () => {
    const { quiz, prize, question } = await openQuiz({ price: 95, stock: 1 });
    const other = await createCatalogItem(server.ctx, { price: 60, marketCount: 4 });
    await server.ctx.db.update(items).set({ marketCount: 0 }).where(eq(items.id, prize.id));
    const player = await createUser(server.ctx);
    sent(await send(server, player.token, question.answers.at(-1)!));
    expect((await inventoryOf(server, player.token)).map((item) => item.id)).toEqual([other.id]);
    expect(await stockOf(server, other.id)).toBe(3);
    const [stored] = await server.ctx.db.select().from(chatQuizzes).where(eq(chatQuizzes.id, quiz.id));
    expect(stored!.solvedBy).toBe(player.user.id);
  });

  it('opens no question while no item in stock fits the prize limit', async () => {
    await emptyStorehouse(server);
    await createCatalogItem(server.ctx, { price: 101, marketCount: 5 });
    expect(await server.ctx.services.quiz.open()).toBeUndefined();
    expect(await server.ctx.services.quiz.current()).toEqual(NO_QUIZ);
  });
});

describe('chat quiz engine', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ QUIZ_DURATION_MS: '400' }, { sockets: cleanup });

  beforeAll(async () => {
    await createCatalogItem(server.ctx, { price: 50, marketCount: 10 });
  });

  it('opens a question, closes it when its time is up, and opens a different one after the interval', async () => {
    const { recorder } = await connectRecorded(server, cleanup);
    await recorder.waitFor((entry) => entry.event === 'quizInit', 0, 'the joiner’s quizInit');
    const engine = createQuizEngine({ quiz: server.ctx.services.quiz, log: server.ctx.log, intervalMs: 600 });
    engine.start();
    try {
      const quizInits = async (count: number) => {
        await recorder.waitFor(
          () => recorder.events.filter((entry) => entry.event === 'quizInit').length >= count,
          0,
          `${count} quizInit`,
        );
        return recorder.events
          .filter((entry) => entry.event === 'quizInit')
          .map((entry) => chatQuizSchema.parse(entry.payload));
      };
      // The joiner's snapshot (no quiz), the first question, its end, the second question.
      const [joined, first, ended, second] = await quizInits(4);
      expect(joined).toEqual(NO_QUIZ);
      expect(first).toMatchObject({ isActive: true });
      expect(ended).toEqual(NO_QUIZ);
      expect(second).toMatchObject({ isActive: true });
      expect(second!.id).toBe(first!.id! + 1);
      expect(second!.question).not.toEqual(first!.question);
    } finally {
      await engine.stop();
    }
  });
});
