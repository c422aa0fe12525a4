import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES, type FeedbackPayload } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../platform/http/envelope';
import { obj, str } from '../../platform/http/schemas';
import { leaveFeedback } from '../service/feedback';
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
      return ok(reply, API_MESSAGES.feedbackThanks, await leaveFeedback(ctx, auth.userId, rating, comment.trim(), auth.kind === 'feedback' ? auth.tokenId : undefined), 201);
    },
  );
}
