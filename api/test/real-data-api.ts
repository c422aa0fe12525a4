// Test helper: the API over real HTTP on the real offline dataset, with one verified member signed in.
import { loadMarketConfig } from '../src/prices/service/config';
import { HEADLINES_FILE, MARKET_DIR } from './analysis-data';
import { createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

/** The market configuration of the real data files beside the repository. */
export const realMarket = () => loadMarketConfig({ MARKET_DATA_DIR: MARKET_DIR, HEADLINES_FILE });

/** A describe's starting point: the API on the real data and a signed-in member's token. */
export async function startWithMember(): Promise<{ api: TestApi; token: string }> {
  const api = await startApi({ config: { market: realMarket() } });
  const user = await createVerifiedUser(api);
  return { api, token: await loginToken(api, user.email, user.password) };
}

/** Puts the first member (the one startWithMember signs in) on the Pro plan for 30 days; answers the plan's asset ids. */
export async function upgradeFirstMemberToPro(api: TestApi): Promise<string[]> {
  const pro = await api.db.k.selectFrom('plans').select(['id', 'cryptos']).where('title', '=', 'Pro').executeTakeFirstOrThrow();
  const user = await api.db.k.selectFrom('users').select('id').where('is_super_admin', '=', 0).orderBy('created_at').executeTakeFirstOrThrow();
  await api.db.k
    .updateTable('users')
    .set({ plan_id: pro.id, sub_is_active: 1, sub_expiry: api.clock.now() + 30 * 86_400_000 })
    .where('id', '=', user.id)
    .execute();
  return JSON.parse(pro.cryptos) as string[];
}
