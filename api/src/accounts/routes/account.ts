import type { FastifyInstance } from 'fastify';
import { MESSAGES, VALIDATION_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound, ok } from '../../platform/http/envelope';
import { answer, idParam, typed } from '../../platform/http/schemas';
import { signedUp, signupInput, user } from './schemas';
import { API_MESSAGES } from '../../platform/messages';
import { loadUser } from '../service/users';
import { memberOf } from '../../platform/http/access';
import { passwordProblem } from '../service/password-policy';
import { signUp } from '../service/signup';
import { firstError } from '../../platform/http/field-errors';

/** The account itself: sign-up and reading one's own record. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.post(
    '/user/signup',
    { config: { access: 'public' }, schema: { body: signupInput, response: { 201: answer(signedUp) } } },
    async (request, reply) => {
      const body = request.body;
      const error = firstError([
        ['name', body.name],
        ['email', body.email],
        ['phoneNumber', body.phoneNumber],
        ['password', body.password],
      ]);
      if (error) throw badRequest(error);
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
        throw badRequest(VALIDATION_MESSAGES.passwordsDoNotMatch);
      }
      if (body.isAbove18 !== true) throw badRequest(MESSAGES.underAge);
      if (body.acceptedTermsAndConditions !== true) throw badRequest(MESSAGES.termsRequired);
      const weak = passwordProblem(body.password!, [body.email!, body.name!]);
      if (weak) throw badRequest(weak);
      await ctx.limiter.hit(`signup:ip:${request.ip}`, ctx.config.rateLimits.signupPerIp);
      const phone = body.phoneNumber?.trim() ? body.phoneNumber.trim() : null;
      const data = await signUp(ctx, { name: body.name!.trim(), email: body.email!, phoneNumber: phone, password: body.password! }, request.log);
      return ok(reply, API_MESSAGES.signupSucceeded, data, 201);
    },
  );

  api.get(
    '/user/:userId',
    { config: { access: 'member' }, schema: { params: idParam('userId'), response: { 200: answer(user) } } },
    async (request, reply) => {
      const auth = memberOf(request);
      const isAdmin = auth.user.is_super_admin === 1;
      if (request.params.userId !== auth.userId && !isAdmin) throw forbidden();
      const user = await loadUser(ctx.db.k, request.params.userId, ctx.now());
      if (!user) throw notFound(API_MESSAGES.userNotFound);
      return ok(reply, API_MESSAGES.userFound, user);
    },
  );
}
