import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  quizListRequest,
  quizListResponse,
  quizQuestionIdRequest,
  quizQuestionInputSchema,
  quizQuestionResponse,
  quizQuestionUpdateRequest,
  successResponse,
} from '@skinbet/shared/schemas/admin-content.schemas';
import { answers } from '../../../../http/responses';
import type { QuizQuestionsService } from './quiz-questions.service';

const tags = ['admin'];

/** The console's quiz questions (docs/operations/console.md "Content"): admins only, each change audited. */
export async function quizAdminRoutes(app: FastifyInstance, deps: { quizQuestions: QuizQuestionsService }) {
  const { quizQuestions } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/quiz/list',
    {
      schema: {
        tags,
        summary: 'The chat quiz questions with their accepted answers and how often each was asked',
        body: quizListRequest,
        response: answers(quizListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => quizQuestions.list(request.body),
  );

  api.post(
    '/api/admin/quiz/create',
    {
      schema: {
        tags,
        summary: 'Add a quiz question (ru and en texts, accepted answers; audited quiz.create)',
        body: quizQuestionInputSchema,
        response: answers(quizQuestionResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => quizQuestions.create(request.user.id, request.body),
  );

  api.post(
    '/api/admin/quiz/update',
    {
      schema: {
        tags,
        summary: 'Edit a quiz question or switch it on or off (audited quiz.update)',
        body: quizQuestionUpdateRequest,
        response: answers(quizQuestionResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => quizQuestions.update(request.user.id, request.body.id, request.body),
  );

  api.post(
    '/api/admin/quiz/delete',
    {
      schema: {
        tags,
        summary: 'Delete a quiz question (audited quiz.delete)',
        body: quizQuestionIdRequest,
        response: answers(successResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => quizQuestions.remove(request.user.id, request.body.id),
  );
}
