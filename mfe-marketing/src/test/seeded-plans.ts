import { firstPlans, type Plan } from '@sentiscope/shared/contract';
import { plan } from './fixtures';

/** The plans the API seeds into an empty database, as GET /v1/plan answers them (ids named after the titles). */
export const SEEDED_PLANS: Plan[] = firstPlans().map((fields) => plan({ ...fields, _id: `plan-${fields.title.toLowerCase()}` }));
