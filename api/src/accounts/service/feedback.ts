// A member's rating of the product, sent at sign-out (with the feedback token) or from the app.
import { MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { newId } from '../../platform/ids';
import { Refusal } from '../../platform/refusal';
import { insertFeedback } from '../data/feedback';
import { spendRatingToken } from './sessions';

/**
 * Saves a rating. Sent with the rating token given at sign-out (`ratingTokenId`), it spends that token: a second
 * post with it is refused like an expired session, so one sign-out gives one rating.
 */
export async function leaveFeedback(ctx: AppContext, userId: string, rating: number, comment: string, ratingTokenId?: string) {
  if (ratingTokenId && !(await spendRatingToken(ctx, userId, ratingTokenId))) throw new Refusal('unauthenticated', MESSAGES.sessionExpired);
  const id = newId();
  await insertFeedback(ctx.db.k, { id, user_id: userId, rating, comment, created_at: ctx.now() });
  return { _id: id, rating, comment };
}
