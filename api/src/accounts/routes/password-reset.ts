import type { FastifyInstance } from 'fastify';
import { MESSAGES, VALIDATION_MESSAGES, validateField } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../platform/http/envelope';
import { answer, typed } from '../../platform/http/schemas';
import { resetInput, resetRequest, said } from './schemas';
import { API_MESSAGES } from '../../platform/messages';
import { normaliseEmail } from '../service/users';
import { limitResetRequests, resetPassword, sendResetLink } from '../service/password-reset';

/** Forgot password and reset with the mailed token. The token only ever travels in a request body. */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.post(
    '/user/forgot-password',
    { config: { access: 'public' }, schema: { body: resetRequest, response: { 200: answer(said) } } },
    async (request, reply) => {
      const email = request.body.email ?? '';
      const error = validateField('email', email);
      if (error) throw badRequest(error);
      const account = normaliseEmail(email);
      await limitResetRequests(ctx, request.ip, account);
      await sendResetLink(ctx, account, request.log);
      return ok(reply, MESSAGES.forgotPasswordSent, { message: MESSAGES.forgotPasswordSent });
    },
  );

  api.post(
    '/user/reset-password',
    { config: { access: 'public' }, schema: { body: resetInput, response: { 200: answer(said) } } },
    async (request, reply) => {
      // A token in the address would reach access logs, proxies and browser history.
      const query = request.query as Record<string, unknown> | undefined;
      if (query && 'token' in query) throw badRequest(API_MESSAGES.resetTokenInBody);
      const token = request.body.token?.trim() ?? '';
      if (!token) throw badRequest(MESSAGES.resetTokenMissing);
      const { newPassword = '', confirmPassword } = request.body;
      const error = validateField('newPassword', newPassword);
      if (error) throw badRequest(error);
      if (confirmPassword !== undefined && confirmPassword !== newPassword) {
        throw badRequest(VALIDATION_MESSAGES.passwordsDoNotMatch);
      }
      await ctx.limiter.hit(`reset-password:ip:${request.ip}`, ctx.config.rateLimits.resetPerIp);
      await resetPassword(ctx, token, newPassword);
      return ok(reply, MESSAGES.passwordResetSuccess, { message: MESSAGES.passwordResetSuccess });
    },
  );
}
