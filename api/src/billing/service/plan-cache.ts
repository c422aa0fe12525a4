// Plans as every page reads them: a short-lived copy per instance, sorted, dropped at once after a write here.
import type { Plan } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import { listPlans } from '../data/plans';

export type PlanCache = {
  /** Every plan, sorted; at most `ttlMs` old on other instances, always fresh after a write on this one. */
  list(): Promise<Plan[]>;
  find(id: string): Promise<Plan | null>;
  free(): Promise<Plan | null>;
  invalidate(): void;
};

/**
 * Plans are read on every page view and changed by an admin a few times a year. A short-lived copy per
 * instance keeps the read path off the database; writes here drop it at once, other instances within ttlMs.
 */
export function createPlanCache(db: Executor, now: () => number, ttlMs = 1000): PlanCache {
  let entry: { at: number; plans: Promise<Plan[]> } | null = null;
  const list = () => {
    const at = now();
    if (!entry || at - entry.at >= ttlMs || at < entry.at) {
      const plans = listPlans(db);
      entry = { at, plans };
      plans.catch(() => {
        entry = null;
      });
    }
    return entry.plans;
  };
  return {
    list,
    async find(id) {
      return (await list()).find((plan) => plan._id === id) ?? null;
    },
    async free() {
      return (await list()).find((plan) => plan.isFree) ?? null;
    },
    invalidate() {
      entry = null;
    },
  };
}
