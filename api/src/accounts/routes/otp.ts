import type { FastifyInstance } from 'fastify';
import { MESSAGES, validateField } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../platform/http/envelope';
import { answer, typed } from '../../platform/http/schemas';
import { codeCheck, codeChecked, codeRequest, said } from './schemas';
import { normaliseEmail } from '../service/users';
import { limitCodeCalls, requestCode, verifyCode } from '../service/signup';

/**
 * The sign-up's e-mail code. Both calls answer alike whatever the address (unknown, verified, waiting) and
 * whether or not a code went out, so they tell nobody which addresses have accounts (decision 013).
 */
export function registerOtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.post(
    '/auth/request-otp',
    { config: { access: 'public' }, schema: { body: codeRequest, response: { 200: answer(said) } } },
    async (request, reply) => {
      const error = validateField('email', request.body.email ?? '');
      if (error) throw badRequest(error);
      const account = normaliseEmail(request.body.email!);
      await limitCodeCalls(ctx, request.ip, request.body.signupId);
      await requestCode(ctx, account, request.body.signupId, request.log);
      return ok(reply, MESSAGES.otpSent, { message: MESSAGES.otpSent });
    },
  );

  api.post(
    '/auth/verify-otp',
    { config: { access: 'public' }, schema: { body: codeCheck, response: { 200: answer(codeChecked) } } },
    async (request, reply) => {
      const { email = '', otp = '' } = request.body;
      const error = validateField('email', email) || validateField('otp', otp);
      if (error) throw badRequest(error);
      const account = normaliseEmail(email);
      await limitCodeCalls(ctx, request.ip, request.body.signupId);
      await verifyCode(ctx, account, request.body.signupId, otp);
      return ok(reply, MESSAGES.otpVerified, { message: MESSAGES.otpVerified, isEmailVerified: true });
    },
  );
}
