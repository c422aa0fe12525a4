import { daysUntil, EXPIRY_MODAL_DAYS, type Subscription } from '@sentiscope/shared/contract';

/** A subscription with an end date that has ended, or has 3 days or fewer left. */
export function needsRenewal(subscription: Subscription, today: Date = new Date()): boolean {
  if (!subscription.expiry) return false;
  if (!subscription.isActive) return true;
  const days = daysUntil(subscription.expiry, today);
  return Number.isFinite(days) && days <= EXPIRY_MODAL_DAYS;
}
