import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_DEVICES,
  MESSAGES,
  RESET_TOKEN_LIFETIME_MS,
  VALIDATION_MESSAGES,
  validateField,
  type DeviceInfo,
  type LogoutPayload,
  type SignupPayload,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../context';
import type { UsersTable } from '../db/schema';
import { lockUser } from '../db';
import { HttpError, badRequest, forbidden, notFound, ok, unauthorized } from '../http/envelope';
import { idParam, obj, str } from '../http/schemas';
import { newId, newSecretToken, sha256 } from '../ids';
import { API_MESSAGES } from '../messages';
import { deviceFromRow, findUserByEmail, freePlanColumns, liveSessions, loadUser, normaliseEmail } from '../repos/users';
import { requireAccess, requireAccessOrConflict, requireConflict, type ConflictAuth } from '../auth/guard';
import { resolveDevice } from '../auth/device';
import {
  accessToken,
  canGetRating,
  ratingToken,
  openDeviceRequest,
  openSession,
  temporaryToken,
} from '../auth/sessions';

const deviceSchema = obj({ name: str(64), ip: str(64), userAgent: str(512) });

/** First failing rule of SPEC §5 among the given fields, in form order. */
function firstError(checks: Array<[Parameters<typeof validateField>[0], string | undefined | null]>, values = {}): string {
  for (const [field, value] of checks) {
    const message = validateField(field, value ?? '', values);
    if (message) return message;
  }
  return '';
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e?.message ?? '');
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  /** Tells the owner of an existing account that someone tried to sign up with its address (once an hour). */
  async function noticeExistingAccount(request: FastifyRequest, user: UsersTable): Promise<void> {
    if (!(await ctx.limiter.allow(`signup-notice:${user.email}`, ctx.config.rateLimits.signupNoticePerAccount))) return;
    const next =
      user.is_email_verified === 1
        ? `If it was you, log in at ${ctx.config.siteUrl}/login, or choose a new password at ${ctx.config.siteUrl}/forget-password.`
        : `If it was you, finish verifying your address at ${ctx.config.siteUrl}/verify-otp?email=${encodeURIComponent(user.email)}.`;
    // Not awaited, as with reset links: the answer must not take longer when the account exists.
    ctx.mailer
      .send({
        to: user.email,
        subject: 'Your SentiScope account already exists',
        text: `Hello ${user.name},\n\nSomeone tried to create a SentiScope account with this address, which already has one. ${next}\n\nIf it was not you, ignore this message: nothing about your account has changed.`,
      })
      .catch((e: unknown) => request.log.error({ err: e }, 'signup notice mail failed'));
  }

  app.post<{ Body: Partial<SignupPayload> & { confirmPassword?: string } }>(
    '/user/signup',
    {
      schema: {
        body: obj({
          name: str(100),
          email: str(254),
          password: str(256),
          confirmPassword: str(256),
          phoneNumber: { type: ['string', 'null'], maxLength: 32 },
          isAbove18: { type: 'boolean' },
          acceptedTermsAndConditions: { type: 'boolean' },
        }),
      },
    },
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
      const email = normaliseEmail(body.email!);
      await ctx.limiter.hit(`signup:ip:${request.ip}`, ctx.config.rateLimits.signupPerIp);
      // The answer is the same whether or not the address already has an account (no account discovery
      // through sign-up): the owner of an existing account is told by e-mail instead, and the OTP request
      // the client sends next answers the same either way.
      const passwordHash = await ctx.hasher.hash(body.password!);
      let owner = await findUserByEmail(db.k, email);
      if (!owner) {
        const free = await ctx.plans.free();
        try {
          await db.k
            .insertInto('users')
            .values({
              id: newId(),
              name: body.name!.trim(),
              email,
              phone_number: body.phoneNumber?.trim() ? body.phoneNumber.trim() : null,
              password_hash: passwordHash,
              is_email_verified: 0,
              is_super_admin: 0,
              ...freePlanColumns(free),
              stripe_customer_id: null,
              created_at: ctx.now(),
            })
            .execute();
        } catch (e) {
          if (!isUniqueViolation(e)) throw e;
          // A sign-up for the same address won the race: that account stands, and its owner is told below.
          owner = await findUserByEmail(db.k, email);
        }
      }
      if (owner) await noticeExistingAccount(request, owner);
      return ok(reply, API_MESSAGES.signupSucceeded, { email }, 201);
    },
  );

  app.post<{ Body: { email?: string; password?: string; device?: Partial<DeviceInfo>; ip?: string } }>(
    '/user/login',
    { schema: { body: obj({ email: str(254), password: str(256), device: deviceSchema, ip: str(64) }) } },
    async (request, reply) => {
      const { email = '', password = '' } = request.body;
      const error = firstError([
        ['email', email],
        ['password', password],
      ]);
      if (error) throw badRequest(error);
      const account = normaliseEmail(email);
      await ctx.limiter.hit(`login:ip:${request.ip}`, ctx.config.rateLimits.loginPerIp);
      await ctx.limiter.hit(`login:account:${account}`, ctx.config.rateLimits.loginPerAccount);
      const user = await findUserByEmail(db.k, account);
      const valid = user ? await ctx.hasher.verify(user.password_hash, password) : await ctx.hasher.verifyDummy(password);
      if (!user || !valid) throw unauthorized(MESSAGES.invalidCredentials);
      if (user.is_email_verified !== 1) throw forbidden(MESSAGES.emailNotVerified);
      await ctx.limiter.reset(`login:account:${account}`);

      const device = resolveDevice(request.body.device, request.headers['user-agent'], request.ip, request.body.ip);
      const now = ctx.now();
      const outcome = await db.k.transaction().execute(async (trx) => {
        await lockUser(db, trx, user.id);
        await trx.deleteFrom('sessions').where('user_id', '=', user.id).where('expires_at', '<=', now).execute();
        const sessions = await liveSessions(trx, user.id, now);
        if (sessions.length >= MAX_DEVICES) {
          return { conflict: await openDeviceRequest(trx, user.id, device, now), devices: sessions.map(deviceFromRow) };
        }
        return { session: await openSession(trx, user.id, device, now) };
      });
      if ('conflict' in outcome) {
        const token = await temporaryToken(ctx, user.id, outcome.conflict!);
        throw new HttpError(429, MESSAGES.tooManyDevices, { devices: outcome.devices, token });
      }
      const token = await accessToken(ctx, user.id, outcome.session);
      return ok(reply, API_MESSAGES.loginSucceeded, { token, user: await loadUser(db.k, user.id, now) });
    },
  );

  app.post<{ Body: { email?: string } }>(
    '/user/forgot-password',
    { schema: { body: obj({ email: str(254) }) } },
    async (request, reply) => {
      const email = request.body.email ?? '';
      const error = validateField('email', email);
      if (error) throw badRequest(error);
      const account = normaliseEmail(email);
      await ctx.limiter.hit(`reset:ip:${request.ip}`, ctx.config.rateLimits.resetPerIp);
      await ctx.limiter.hit(`reset:account:${account}`, ctx.config.rateLimits.resetPerAccount);
      const user = await findUserByEmail(db.k, account);
      if (user) {
        const token = newSecretToken();
        const now = ctx.now();
        await db.k
          .insertInto('reset_tokens')
          .values({ token_hash: sha256(token), user_id: user.id, expires_at: now + RESET_TOKEN_LIFETIME_MS, used_at: null, created_at: now })
          .execute();
        const link = `${ctx.config.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: the answer must take the same time whether or not the account exists.
        ctx.mailer
          .send({
            to: user.email,
            subject: 'Reset your SentiScope password',
            text: `Hello ${user.name},\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message.`,
          })
          .catch((e: unknown) => request.log.error({ err: e }, 'reset mail failed'));
      }
      return ok(reply, MESSAGES.forgotPasswordSent, { message: MESSAGES.forgotPasswordSent });
    },
  );

  app.post<{ Body: { newPassword?: string; confirmPassword?: string }; Querystring: { token?: string } }>(
    '/user/reset-password',
    {
      schema: {
        querystring: obj({ token: str(512) }),
        body: obj({ newPassword: str(256), confirmPassword: str(256) }),
      },
    },
    async (request, reply) => {
      const token = request.query.token?.trim() ?? '';
      if (!token) throw badRequest(MESSAGES.resetTokenMissing);
      const { newPassword = '', confirmPassword } = request.body;
      const error = validateField('newPassword', newPassword);
      if (error) throw badRequest(error);
      if (confirmPassword !== undefined && confirmPassword !== newPassword) {
        throw badRequest(VALIDATION_MESSAGES.passwordsDoNotMatch);
      }
      await ctx.limiter.hit(`reset-password:ip:${request.ip}`, ctx.config.rateLimits.resetPerIp);
      const tokenHash = sha256(token);
      const row = await db.k.selectFrom('reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!row || row.used_at !== null) throw badRequest(MESSAGES.resetTokenInvalid);
      if (Number(row.expires_at) <= ctx.now()) throw badRequest(MESSAGES.resetTokenExpired);
      await ctx.limiter.hit(`reset-password:account:${row.user_id}`, ctx.config.rateLimits.resetPerAccount);
      const passwordHash = await ctx.hasher.hash(newPassword);
      const now = ctx.now();
      await db.k.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('reset_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw badRequest(MESSAGES.resetTokenInvalid);
        // Every other outstanding link dies too, and so does every session: a reset ends them all.
        await trx.updateTable('reset_tokens').set({ used_at: now }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, is_email_verified: 1 })
          .where('id', '=', row.user_id)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute();
        await trx.deleteFrom('device_requests').where('user_id', '=', row.user_id).execute();
      });
      return ok(reply, MESSAGES.passwordResetSuccess, { message: MESSAGES.passwordResetSuccess });
    },
  );

  app.get('/user/devices', async (request, reply) => {
    const auth = await requireAccessOrConflict(ctx, request);
    const sessions = await liveSessions(db.k, auth.userId, ctx.now());
    return ok(reply, API_MESSAGES.devicesListed, { devices: sessions.map(deviceFromRow) });
  });

  /** Turns the waiting device of a conflict into a session once a slot is free (the same session on repeat). */
  async function proceed(auth: ConflictAuth): Promise<string | null> {
    const now = ctx.now();
    const sessionId = await db.k.transaction().execute(async (trx) => {
      await lockUser(db, trx, auth.userId);
      const pending = await trx.selectFrom('device_requests').selectAll().where('id', '=', auth.request.id).executeTakeFirst();
      if (!pending) return null;
      const sessions = await liveSessions(trx, auth.userId, now);
      if (pending.session_id && sessions.some((s) => s.id === pending.session_id)) return pending.session_id;
      if (sessions.length >= MAX_DEVICES) return null;
      const device = { name: pending.name, userAgent: pending.user_agent, ip: pending.ip };
      const id = await openSession(trx, auth.userId, device, now);
      await trx.updateTable('device_requests').set({ session_id: id }).where('id', '=', pending.id).execute();
      return id;
    });
    return sessionId ? accessToken(ctx, auth.userId, sessionId) : null;
  }

  app.post('/user/proceed', async (request, reply) => {
    const auth = await requireConflict(ctx, request);
    const token = await proceed(auth);
    if (!token) {
      const devices = (await liveSessions(db.k, auth.userId, ctx.now())).map(deviceFromRow);
      throw new HttpError(429, MESSAGES.tooManyDevices, { devices });
    }
    return ok(reply, API_MESSAGES.proceeded, { token, user: await loadUser(db.k, auth.userId, ctx.now()) });
  });

  app.post<{ Body: Partial<LogoutPayload> }>(
    '/user/logout',
    {
      schema: {
        body: obj({
          fromAllDevices: { type: 'boolean' },
          deviceId: { type: 'string', pattern: '^[A-Za-z0-9_-]{0,64}$' },
          ip: str(64),
        }),
      },
    },
    async (request, reply) => {
      const auth = await requireAccessOrConflict(ctx, request);
      const { fromAllDevices = false, deviceId, ip } = request.body ?? {};
      const now = ctx.now();
      const sessions = await liveSessions(db.k, auth.userId, now);
      let targets: string[];
      if (fromAllDevices) {
        targets = sessions.map((s) => s.id);
      } else if (deviceId) {
        targets = sessions.filter((s) => s.id === deviceId).map((s) => s.id);
      } else if (auth.kind === 'device-conflict') {
        // The original client names the device to log out by its ip alone.
        targets = ip ? sessions.filter((s) => s.ip === ip).slice(0, 1).map((s) => s.id) : [];
      } else {
        targets = [auth.sessionId];
      }
      if (!fromAllDevices && targets.length === 0) throw notFound(MESSAGES.deviceNotFound);
      if (targets.length > 0) await db.k.deleteFrom('sessions').where('id', 'in', targets).execute();

      const ownLogout = auth.kind === 'access' && (fromAllDevices || targets.includes(auth.sessionId));
      const rating = ownLogout ? await canGetRating(db.k, auth.userId, now) : false;
      const data: Record<string, unknown> = { canGetRating: rating };
      if (rating) data.ratingToken = await ratingToken(ctx, auth.userId);
      if (auth.kind === 'device-conflict') {
        const remaining = await liveSessions(db.k, auth.userId, now);
        if (fromAllDevices || remaining.length < MAX_DEVICES) {
          const token = await proceed(auth);
          if (token) data.token = token;
        }
        data.devices = (await liveSessions(db.k, auth.userId, now)).map(deviceFromRow);
      } else {
        data.devices = ownLogout ? [] : (await liveSessions(db.k, auth.userId, now)).map(deviceFromRow);
      }
      return ok(reply, fromAllDevices ? MESSAGES.allDevicesLoggedOut : MESSAGES.deviceLoggedOut, data);
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/user/:userId',
    { schema: { params: idParam('userId') } },
    async (request, reply) => {
      const auth = await requireAccess(ctx, request);
      const isAdmin = auth.user.is_super_admin === 1;
      if (request.params.userId !== auth.userId && !isAdmin) throw forbidden();
      const user = await loadUser(db.k, request.params.userId, ctx.now());
      if (!user) throw notFound(API_MESSAGES.userNotFound);
      return ok(reply, API_MESSAGES.userFound, user);
    },
  );
}
