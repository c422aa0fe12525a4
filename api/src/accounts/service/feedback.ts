// A member's rating of the product, sent at sign-out (with the feedback token) or from the app.
import type { AppContext } from '../../context';
import { newId } from '../../platform/ids';
import { insertFeedback } from '../data/feedback';

export async function leaveFeedback(ctx: AppContext, userId: string, rating: number, comment: string) {
  const id = newId();
  await insertFeedback(ctx.db.k, { id, user_id: userId, rating, comment, created_at: ctx.now() });
  return { _id: id, rating, comment };
}
