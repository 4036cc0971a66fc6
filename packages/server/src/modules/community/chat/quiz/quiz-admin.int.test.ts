import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizListResponse, quizQuestionResponse } from '@skinbet/shared/schemas/admin-content.schemas';
import { chatQuizQuestions, items } from '../../../../db/schema';
import { createCatalogItem, createUser } from '../../../../test/factories';
import { useTestServer } from '../../../../test/use-test-server';
import { listAuditByActor } from '../../../site/audit/audit.repository';
import { send, sent } from '../chat.int-support';

/**
 * The chat quiz's questions in the console (docs/community/chat.md "Quiz"): seeded with the shipped
 * questions, kept by admins; the quiz asks only active ones and checks answers against what is stored.
 */
describe('quiz questions in the console', () => {
  const server = useTestServer({ QUIZ_PRIZE_MAX: '1.00', QUIZ_DURATION_MS: '600000' });
  const QUESTION = {
    question_ru: 'Цвет неба?',
    question_en: 'Colour of the sky?',
    answers: ['синий', 'Blue', ' blue '],
  };

  it('lists the shipped questions, and finds them by text', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const page = quizListResponse.parse(
      (await server.post('/api/admin/quiz/list', { page_size: 5 }, admin.token)).body,
    );
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.items).toHaveLength(5);
    const found = quizListResponse.parse(
      (await server.post('/api/admin/quiz/list', { query: 'AWP' }, admin.token)).body,
    );
    expect(found.items.map((question) => question.id)).toContain('cs-awp');
  });

  it('asks a question an admin added, accepts its answers as edited, and forgets a deleted one', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const created = await server.post('/api/admin/quiz/create', QUESTION, admin.token);
    expect(created.status).toBe(200);
    const { question } = quizQuestionResponse.parse(created.body);
    // The same answer twice (as normalised) is kept once.
    expect(question).toMatchObject({ ...QUESTION, answers: ['синий', 'Blue'], is_active: true, asked: 0 });

    // Every other question switched off: the quiz can only ask this one.
    await server.ctx.db
      .update(chatQuizQuestions)
      .set({ isActive: false })
      .where(sql`${chatQuizQuestions.id} <> ${question.id}`);
    await server.ctx.db.update(items).set({ marketCount: 0 });
    await createCatalogItem(server.ctx, { price: 90, marketCount: 2 });
    const quiz = await server.ctx.services.quiz.open();
    expect(quiz?.questionId).toBe(question.id);
    expect((await server.ctx.services.quiz.current()).question).toEqual({ ru: 'Цвет неба?', en: 'Colour of the sky?' });

    const edited = await server.post(
      '/api/admin/quiz/update',
      { id: question.id, ...QUESTION, answers: ['голубой'], is_active: true },
      admin.token,
    );
    expect(quizQuestionResponse.parse(edited.body).question).toMatchObject({ answers: ['голубой'], asked: 1 });
    // The open quiz is read again after a second at most: the old answer no longer wins.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const player = await createUser(server.ctx);
    sent(await send(server, player.token, 'синий'));
    expect((await server.ctx.services.quiz.current()).isActive).toBe(true);
    sent(await send(server, player.token, 'Голубой'));
    expect((await server.ctx.services.quiz.current()).isActive).toBe(false);

    expect(await server.post('/api/admin/quiz/delete', { id: question.id }, admin.token)).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    expect(await server.post('/api/admin/quiz/delete', { id: question.id }, admin.token)).toEqual({
      status: 404,
      body: { status: 'error', message: 'admin_content_api.not_found' },
    });
    // No active question left: nothing is asked.
    expect(await server.ctx.services.quiz.open()).toBeUndefined();

    const trail = (await listAuditByActor(server.ctx.db, admin.user.id)).filter((row) =>
      row.action.startsWith('quiz.'),
    );
    expect(trail.map((row) => [row.action, row.target])).toEqual([
      ['quiz.create', `quiz_question:${question.id}`],
      ['quiz.update', `quiz_question:${question.id}`],
      ['quiz.delete', `quiz_question:${question.id}`],
    ]);
    const update = trail[1]! as unknown as { before: { answers: string[] }; after: { answers: string[] } };
    expect(update.before.answers).toEqual(['синий', 'Blue']);
    expect(update.after.answers).toEqual(['голубой']);
    expect(trail[2]!.after).toBeNull();
  });
});
