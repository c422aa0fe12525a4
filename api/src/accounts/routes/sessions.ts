import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { HttpError, badRequest, ok } from '../../platform/http/envelope';
import { answer, typed } from '../../platform/http/schemas';
import { devices, loggedOut, loginInput, logoutInput, signedIn, tokenInput, unlocked } from './schemas';
import { API_MESSAGES } from '../../platform/messages';
import { loadUser } from '../service/users';
import { memberOrConflictOf, conflictOf } from '../../platform/http/access';
import { resolveDevice } from '../service/device';
import { unlockWithToken } from '../service/unlock-pass';
import { listDevices, logOut, proceed, signIn } from '../service/sign-in';
import { firstError } from '../../platform/http/field-errors';

/** Sign-in and the devices signed in: login, the device-conflict flow, logout, and the mailed unlock link. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.post(
    '/user/login',
    { config: { access: 'public' }, schema: { body: loginInput, response: { 200: answer(signedIn) } } },
    async (request, reply) => {
      const { email = '', password = '', twoFactorCode, unlockPass } = request.body;
      // Signing in checks only presence: accounts made before the length rule keep their passwords.
      const error = firstError([['email', email]]) || (password === '' ? firstError([['password', password]]) : '');
      if (error) throw badRequest(error);
      await ctx.limiter.hit(`login:ip:${request.ip}`, ctx.config.rateLimits.loginPerIp);
      const device = resolveDevice(request.body.device, request.headers['user-agent'], request.ip);
      const signedIn = await signIn(ctx, { email, password, twoFactorCode, unlockPass, device, client: request.ip });
      return ok(reply, API_MESSAGES.loginSucceeded, signedIn);
    },
  );

  api.post(
    '/user/unlock',
    { config: { access: 'public' }, schema: { body: tokenInput, response: { 200: answer(unlocked) } } },
    async (request, reply) => {
      const token = request.body.token?.trim() ?? '';
      if (!token) throw badRequest(API_MESSAGES.unlockLinkInvalid);
      await ctx.limiter.hit(`unlock:ip:${request.ip}`, ctx.config.rateLimits.resetPerIp);
      const pass = await unlockWithToken(ctx, token);
      return ok(reply, API_MESSAGES.unlocked, { message: API_MESSAGES.unlocked, ...pass });
    },
  );

  api.get('/user/devices', { config: { access: 'member-or-device-conflict' }, schema: { response: { 200: answer(devices) } } }, async (request, reply) => {
    const auth = memberOrConflictOf(request);
    return ok(reply, API_MESSAGES.devicesListed, { devices: await listDevices(ctx, auth.userId) });
  });

  api.post('/user/proceed', { config: { access: 'device-conflict' }, schema: { response: { 200: answer(signedIn) } } }, async (request, reply) => {
    const auth = conflictOf(request);
    const token = await proceed(ctx, auth);
    if (!token) throw new HttpError(429, MESSAGES.tooManyDevices, { devices: await listDevices(ctx, auth.userId) });
    return ok(reply, API_MESSAGES.proceeded, { token, user: await loadUser(ctx.db.k, auth.userId, ctx.now()) });
  });

  api.post(
    '/user/logout',
    { config: { access: 'member-or-device-conflict' }, schema: { body: logoutInput, response: { 200: answer(loggedOut) } } },
    async (request, reply) => {
      const auth = memberOrConflictOf(request);
      const { fromAllDevices = false, deviceId, ip } = request.body ?? {};
      const data = await logOut(ctx, auth, { fromAllDevices, deviceId, ip });
      return ok(reply, fromAllDevices ? MESSAGES.allDevicesLoggedOut : MESSAGES.deviceLoggedOut, data);
    },
  );
}
