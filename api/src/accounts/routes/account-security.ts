import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  SECURITY_MESSAGES,
  VALIDATION_MESSAGES,
  validateField,
  type SecurityOverview,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, forbidden, ok } from '../../platform/http/envelope';
import { API_MESSAGES } from '../../platform/messages';
import { answer, typed } from '../../platform/http/schemas';
import { memberOf } from '../../platform/http/access';
import { MAIL } from '../../platform/mail/templates';
import { resolveDevice } from '../service/device';
import { changePassword, confirmEmailChange, deleteAccount, exportData, requestEmailChange } from '../service/account';
import { deviceLabel, recentEvents, recordEvent } from '../service/security-log';
import {
  codeInput,
  dataExport,
  deleted,
  deletion,
  emailChange,
  emailChanged,
  passwordChange,
  recoveryCodes,
  said,
  securityOverview,
  tokenInput,
  twoFactorOff,
  twoFactorSetup,
  twoFactorState,
} from './schemas';
import { disable, enable, recoveryCodesLeft, startEnrolment, twoFactorEnabled, verifySecondFactor } from '../service/two-factor';

/** The device and address a security-log entry names. */
export const seenFrom = (request: FastifyRequest) => {
  const device = resolveDevice(undefined, request.headers['user-agent'], request.ip);
  return { device: deviceLabel(device), ip: device.ip };
};

/** The profile's security section: password, e-mail, two-factor sign-in, the security log, export and deletion. */
export function registerAccountSecurityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const api = typed(app);
  /** Every call here checks or changes credentials: limited per user, so a stolen session cannot guess the password. */
  const guarded = async (request: FastifyRequest) => {
    const auth = memberOf(request);
    await ctx.limiter.hit(`account-security:${auth.userId}`, ctx.config.rateLimits.accountChangesPerUser);
    return auth;
  };

  api.get('/user/security', { config: { access: 'member' }, schema: { response: { 200: answer(securityOverview) } } }, async (request, reply) => {
    const auth = memberOf(request);
    const overview: SecurityOverview = {
      twoFactorEnabled: await twoFactorEnabled(db.k, auth.userId),
      twoFactorRequired: auth.user.is_super_admin === 1,
      recoveryCodesLeft: await recoveryCodesLeft(db.k, auth.userId),
      events: await recentEvents(db.k, auth.userId),
    };
    return ok(reply, API_MESSAGES.securityOverview, overview);
  });

  api.post(
    '/user/change-password',
    { config: { access: 'member' }, schema: { body: passwordChange, response: { 200: answer(said) } } },
    async (request, reply) => {
      const auth = await guarded(request);
      const { currentPassword = '', newPassword = '', confirmPassword } = request.body;
      if (!currentPassword) throw badRequest(VALIDATION_MESSAGES.required('Current Password'));
      const error = validateField('newPassword', newPassword);
      if (error) throw badRequest(error);
      if (confirmPassword !== undefined && confirmPassword !== newPassword) throw badRequest(VALIDATION_MESSAGES.passwordsDoNotMatch);
      await changePassword(ctx, auth.user, auth.sessionId, currentPassword, newPassword, seenFrom(request));
      return ok(reply, SECURITY_MESSAGES.passwordChanged, { message: SECURITY_MESSAGES.passwordChanged });
    },
  );

  api.post(
    '/user/change-email',
    { config: { access: 'member' }, schema: { body: emailChange, response: { 200: answer(said) } } },
    async (request, reply) => {
      const auth = await guarded(request);
      const { password = '', newEmail = '' } = request.body;
      if (!password) throw badRequest(VALIDATION_MESSAGES.required('Password'));
      const error = validateField('email', newEmail);
      if (error) throw badRequest(error);
      await requestEmailChange(ctx, auth.user, password, newEmail);
      return ok(reply, SECURITY_MESSAGES.emailChangeSent, { message: SECURITY_MESSAGES.emailChangeSent });
    },
  );

  api.post('/user/confirm-email', { config: { access: 'member' }, schema: { body: tokenInput, response: { 200: answer(emailChanged) } } }, async (request, reply) => {
    const auth = await guarded(request);
    const email = await confirmEmailChange(ctx, auth.userId, request.body.token?.trim() ?? '', seenFrom(request));
    return ok(reply, SECURITY_MESSAGES.emailChanged, { email });
  });

  api.post('/user/two-factor/setup', { config: { access: 'member' }, schema: { response: { 200: answer(twoFactorSetup) } } }, async (request, reply) => {
    const auth = await guarded(request);
    if (await twoFactorEnabled(db.k, auth.userId)) throw badRequest(SECURITY_MESSAGES.twoFactorEnabled);
    return ok(reply, API_MESSAGES.twoFactorSetup, await startEnrolment(ctx, auth.userId, auth.user.email));
  });

  api.post('/user/two-factor/enable', { config: { access: 'member' }, schema: { body: codeInput, response: { 200: answer(recoveryCodes) } } }, async (request, reply) => {
    const auth = await guarded(request);
    const codes = await enable(ctx, auth.userId, auth.sessionId, request.body.code?.trim() ?? '');
    if (!codes) throw badRequest(SECURITY_MESSAGES.twoFactorCodeInvalid);
    await recordEvent(db.k, auth.userId, 'two-factor-enabled', seenFrom(request), ctx.now());
    ctx.mailer.send(MAIL.twoFactorChanged(auth.user, true)).catch(() => undefined);
    return ok(reply, SECURITY_MESSAGES.twoFactorEnabled, { recoveryCodes: codes });
  });

  api.post(
    '/user/two-factor/disable',
    { config: { access: 'member' }, schema: { body: twoFactorOff, response: { 200: answer(twoFactorState) } } },
    async (request, reply) => {
      const auth = await guarded(request);
      if (auth.user.is_super_admin === 1) throw forbidden(SECURITY_MESSAGES.twoFactorCannotDisable);
      if (!(await ctx.hasher.verify(auth.user.password_hash, request.body.password ?? ''))) throw badRequest(SECURITY_MESSAGES.currentPasswordWrong);
      if (!(await verifySecondFactor(ctx, auth.userId, request.body.code ?? ''))) throw badRequest(SECURITY_MESSAGES.twoFactorCodeInvalid);
      await disable(ctx, auth.userId);
      await recordEvent(db.k, auth.userId, 'two-factor-disabled', seenFrom(request), ctx.now());
      ctx.mailer.send(MAIL.twoFactorChanged(auth.user, false)).catch(() => undefined);
      return ok(reply, SECURITY_MESSAGES.twoFactorDisabled, { twoFactorEnabled: false });
    },
  );

  api.get('/user/export', { config: { access: 'member' }, schema: { response: { 200: answer(dataExport) } } }, async (request, reply) => {
    const auth = await guarded(request);
    reply.header('content-disposition', 'attachment; filename="sentiscope-my-data.json"');
    return ok(reply, API_MESSAGES.dataExport, await exportData(ctx, auth.userId));
  });

  api.post(
    '/user/delete-account',
    { config: { access: 'member' }, schema: { body: deletion, response: { 200: answer(deleted) } } },
    async (request, reply) => {
      const auth = await guarded(request);
      if (request.body.confirmation !== DELETE_ACCOUNT_CONFIRMATION) throw badRequest(SECURITY_MESSAGES.deleteConfirmationMismatch);
      await deleteAccount(ctx, auth.user, request.body.password ?? '');
      return ok(reply, SECURITY_MESSAGES.accountDeleted, { deleted: true });
    },
  );
}
