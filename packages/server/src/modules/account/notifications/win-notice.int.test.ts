import { describe, expect, it } from 'vitest';
import { notificationSchema, userSchema } from '@skinbet/shared/schemas/user.schemas';
import { items } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { connectRecorded, type SocketCleanup } from '../../../realtime/realtime.int-support';
import { createCatalogItem, createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { send, sent } from '../../community/chat/chat.int-support';
import { storedQuestion } from '../../community/chat/quiz/quiz.int-support';

/** Win notices carry the won skin's image (issue 16; docs/community/profiles.md "Notifications"). */
describe('win notices', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ QUIZ_PRIZE_MAX: '1.00', QUIZ_DURATION_MS: '600000' }, { sockets: cleanup });

  async function notices(token: string) {
    const user = userSchema.parse((await server.post('/api/user/get', {}, token)).body);
    return user.notifications;
  }

  it('tells the chat quiz winner what they won, with the skin image', async () => {
    // The prize is the only storehouse item within the limit.
    await server.ctx.db.update(items).set({ marketCount: 0 });
    const prize = await createCatalogItem(server.ctx, { price: 90, marketCount: 2 });
    const quiz = await server.ctx.services.quiz.open();
    if (!quiz) throw new Error('no quiz opened');
    const question = await storedQuestion(server.ctx.db, quiz.questionId);
    const winner = await createUser(server.ctx);
    const { recorder } = await connectRecorded(server, cleanup, winner.token);

    sent(await send(server, winner.token, question.answers[0]!));

    const [notice] = await notices(winner.token);
    expect(notice).toMatchObject({
      name: 'notification.quiz_prize',
      is_read: false,
      params: { item: prize.marketHashName, image: prize.image, amount: 0.9, quiz: quiz.id },
    });
    const pushed = await recorder.waitFor((entry) => entry.event === 'notification', 0, 'the notification');
    expect(notificationSchema.strict().parse(recorder.events[pushed]!.payload)).toEqual(notice);
  });

  it('gives any feature the same params through notifyItemWin', async () => {
    const { user, token } = await createUser(server.ctx);
    await inTransaction(server.ctx.db, (tx, afterCommit) =>
      server.ctx.services.notifications.notifyItemWin(tx, afterCommit, {
        userId: user.id,
        name: 'notification.quiz_prize',
        item: { name: 'AK-47 | Redline (Field-Tested)', image: 'https://example.test/ak.png', price: 1_234 },
        params: { quiz: 7 },
      }),
    );
    expect((await notices(token))[0]?.params).toEqual({
      quiz: 7,
      item: 'AK-47 | Redline (Field-Tested)',
      image: 'https://example.test/ak.png',
      amount: 12.34,
    });
  });
});
