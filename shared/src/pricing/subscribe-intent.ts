import { isTenure, ROUTES, type Tenure } from '@sentiscope/shared/contract';
import { rememberReturnTo } from '@sentiscope/shared/store';

/** The plan and cycle a visitor chose before signing in; the pricing page continues to checkout with it. */
export type SubscribeIntent = { planId: string; tenure: Tenure };

const INTENT_KEY = 'sentiscope.subscribeIntent';
const INTENT_LIFETIME_MS = 30 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** Remembers the choice and sends the sign-in back to the pricing page. */
export function rememberSubscribeIntent(intent: SubscribeIntent, now: number = Date.now()): void {
  storage()?.setItem(INTENT_KEY, JSON.stringify({ ...intent, at: now }));
  rememberReturnTo(ROUTES.plans, now);
}

/** The remembered choice, once. */
export function takeSubscribeIntent(now: number = Date.now()): SubscribeIntent | null {
  const store = storage();
  const raw = store?.getItem(INTENT_KEY);
  if (!store || !raw) return null;
  store.removeItem(INTENT_KEY);
  try {
    const { planId, tenure, at } = JSON.parse(raw) as { planId?: unknown; tenure?: unknown; at?: unknown };
    if (typeof planId !== 'string' || !planId || !isTenure(tenure)) return null;
    if (typeof at !== 'number' || now - at > INTENT_LIFETIME_MS || now < at) return null;
    return { planId, tenure };
  } catch {
    return null;
  }
}
