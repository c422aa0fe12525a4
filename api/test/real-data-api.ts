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
