import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../platform/http/envelope';
import { answer, typed } from '../../platform/http/schemas';
import { feedbackInput, feedbackSaved } from './schemas';
import { leaveFeedback } from '../service/feedback';
import { API_MESSAGES } from '../../platform/messages';
import { callerOf } from '../../platform/http/access';

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).post(
    '/feedback',
    { config: { access: 'member-or-feedback' }, schema: { body: feedbackInput, response: { 201: answer(feedbackSaved) } } },
    async (request, reply) => {
      const auth = callerOf(request);
      await ctx.limiter.hit(`feedback:user:${auth.userId}`, ctx.config.rateLimits.feedbackPerUser);
      const { rating, comment = '' } = request.body;
      if (rating === undefined) throw badRequest(VALIDATION_MESSAGES.required('Rating'));
      return ok(reply, API_MESSAGES.feedbackThanks, await leaveFeedback(ctx, auth.userId, rating, comment.trim(), auth.kind === 'feedback' ? auth.tokenId : undefined), 201);
    },
  );
}
