import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES, type FeedbackPayload } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../platform/http/envelope';
import { obj, str } from '../../platform/http/schemas';
import { newId } from '../../platform/ids';
import { API_MESSAGES } from '../../platform/messages';
import { callerOf } from '../../platform/http/access';

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: Partial<FeedbackPayload> }>(
    '/feedback',
    { config: { access: 'member-or-feedback' }, schema: { body: obj({ rating: { type: 'integer', minimum: 1, maximum: 5 }, comment: str(2000) }) } },
    async (request, reply) => {
      const auth = callerOf(request);
      await ctx.limiter.hit(`feedback:user:${auth.userId}`, ctx.config.rateLimits.feedbackPerUser);
      const { rating, comment = '' } = request.body;
      if (rating === undefined) throw badRequest(VALIDATION_MESSAGES.required('Rating'));
      const id = newId();
      await ctx.db.k
        .insertInto('feedback')
        .values({ id, user_id: auth.userId, rating, comment: comment.trim(), created_at: ctx.now() })
        .execute();
      return ok(reply, API_MESSAGES.feedbackThanks, { _id: id, rating, comment: comment.trim() }, 201);
    },
  );
}
