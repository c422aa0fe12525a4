import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  MESSAGES,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  validateField,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../context';
import { HttpError, badRequest, ok, tooManyRequests } from '../http/envelope';
import { obj, str } from '../http/schemas';
import { hmac, safeEqualHex, sixDigitCode } from '../ids';
import { API_MESSAGES } from '../messages';
import { findUserByEmail, normaliseEmail } from '../repos/users';

export function registerOtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  // Keyed by the server secret: a stolen database alone does not let anyone test the million codes.
  const codeHash = (userId: string, code: string) => hmac(ctx.config.jwtSecret, `otp:${userId}:${code}`);

  app.post<{ Body: { email?: string } }>(
    '/auth/request-otp',
    { schema: { body: obj({ email: str(254) }) } },
    async (request, reply) => {
      const error = validateField('email', request.body.email ?? '');
      if (error) throw badRequest(error);
      const account = normaliseEmail(request.body.email!);
      await ctx.limiter.hit(`otp:ip:${request.ip}`, ctx.config.rateLimits.otpPerIp);
      await ctx.limiter.hit(`otp:account:${account}`, ctx.config.rateLimits.otpPerAccount);
      const user = await findUserByEmail(db.k, account);
      // Unknown and already verified addresses get the same answer and no code, so this call does not reveal
      // who has an account (decision 013).
      if (!user || user.is_email_verified === 1) return ok(reply, MESSAGES.otpSent, { message: MESSAGES.otpSent });
      const now = ctx.now();
      const code = sixDigitCode();
      const claimed = await db.k.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('otps').select('sent_at').where('user_id', '=', user.id).executeTakeFirst();
        if (existing && now - Number(existing.sent_at) < OTP_RESEND_INTERVAL_MS) return false;
        const values = { code_hash: codeHash(user.id, code), expires_at: now + OTP_LIFETIME_MS, attempts: 0, sent_at: now };
        await trx
          .insertInto('otps')
          .values({ user_id: user.id, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
          .execute();
        return true;
      });
      if (!claimed) throw tooManyRequests(MESSAGES.otpResendTooSoon);
      try {
        await ctx.mailer.send({
          to: user.email,
          subject: 'Your SentiScope verification code',
          text: `Your verification code is ${code}. It expires in 10 minutes.`,
        });
      } catch (e) {
        request.log.error({ err: e }, 'OTP mail failed');
        // A code nobody received must not hold back the next try for the resend interval.
        await db.k.deleteFrom('otps').where('user_id', '=', user.id).where('sent_at', '=', now).execute();
        throw new HttpError(503, API_MESSAGES.mailUnavailable);
      }
      return ok(reply, MESSAGES.otpSent, { message: MESSAGES.otpSent });
    },
  );

  app.post<{ Body: { email?: string; otp?: string } }>(
    '/auth/verify-otp',
    { schema: { body: obj({ email: str(254), otp: str(32) }) } },
    async (request, reply) => {
      const { email = '', otp = '' } = request.body;
      const error = validateField('email', email) || validateField('otp', otp);
      if (error) throw badRequest(error);
      const account = normaliseEmail(email);
      await ctx.limiter.hit(`otp:ip:${request.ip}`, ctx.config.rateLimits.otpPerIp);
      await ctx.limiter.hit(`otp:account:${account}`, ctx.config.rateLimits.otpPerAccount);
      const user = await findUserByEmail(db.k, account);
      // Unknown and already verified addresses fail like a wrong code: nothing here tells them apart.
      if (!user || user.is_email_verified === 1) throw badRequest(MESSAGES.otpInvalid);
      const row = await db.k.selectFrom('otps').selectAll().where('user_id', '=', user.id).executeTakeFirst();
      if (!row) throw badRequest(MESSAGES.otpInvalid);
      if (Number(row.expires_at) <= ctx.now()) throw badRequest(MESSAGES.otpExpired);
      // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
      const counted = await db.k
        .updateTable('otps')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('user_id', '=', user.id)
        .where('code_hash', '=', row.code_hash)
        .where('attempts', '<', OTP_MAX_ATTEMPTS)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) throw tooManyRequests(MESSAGES.otpTooManyAttempts);
      if (!safeEqualHex(codeHash(user.id, otp), row.code_hash)) {
        const left = OTP_MAX_ATTEMPTS - (Number(row.attempts) + 1);
        throw left > 0 ? badRequest(MESSAGES.otpInvalid) : new HttpError(429, MESSAGES.otpTooManyAttempts);
      }
      await db.k.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', user.id).execute();
        await trx.deleteFrom('otps').where('user_id', '=', user.id).execute();
      });
      return ok(reply, MESSAGES.otpVerified, { message: MESSAGES.otpVerified, isEmailVerified: true });
    },
  );
}
