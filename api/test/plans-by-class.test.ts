// Plans by class: a plan lists assets, or opens every listed coin and/or every US stock and ETF (opensAll). The
// field goes through the admin's plan API; the server's checks (the catalogue's locks, the stock routes, the
// watchlist) follow the contract's planOpensAsset; a new database's Pro opens both classes, and an older
// database's Pro is migrated to them. On the real database over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ALERT_MESSAGES, MESSAGES, WATCHLIST_MESSAGES, type Plan } from '@sentiscope/shared/contract';
import { insertAsset } from '../src/catalogue/data/assets';
import { refreshCatalogue } from '../src/catalogue/service/catalogue';
import { MIGRATIONS, migrate } from '../src/platform/db/migrations';
import { freshDatabase } from './fresh-database';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startApi();
  admin = await adminToken(api);
});
afterAll(() => api.close());

const plans = async (): Promise<Plan[]> => (await api.request('GET', '/v1/plan')).body.data as Plan[];
const planTitled = async (title: string): Promise<Plan> => (await plans()).find((plan) => plan.title === title)!;

/** A new member signed in on the plan titled `title`, paid for 30 days from the test's clock. */
async function memberOn(title: string): Promise<string> {
  const user = await createVerifiedUser(api);
  const plan = await planTitled(title);
  await api.db.k.updateTable('users').set({ plan_id: plan._id, sub_is_active: 1, sub_expiry: api.clock.now() + 30 * 86_400_000 }).where('email', '=', user.email).execute();
  return loginToken(api, user.email, user.password);
}

/** An asset added to the catalogue table after the plans were written: no plan lists it. */
async function addAsset(id: string, kind: 'crypto' | 'stock' | 'etf'): Promise<void> {
  const symbol = id.toUpperCase();
  const providers = kind === 'crypto' ? { binance: `${symbol}USDT` } : { yahoo: symbol };
  await insertAsset(api.db.k, {
    ...{ id, symbol, name: `${symbol} Test Asset`, kind, exchange: kind === 'crypto' ? 'Binance' : 'NASDAQ' },
    ...{ provider_symbols: JSON.stringify(providers), aliases: JSON.stringify([`${id} test asset`]), state: 'active', state_reason: null },
    ...{ is_default: 0, file: symbol, demo_start: 50, demo_volatility: 0.5, position: 90, revision: 0, updated_at: api.clock.now() },
  });
}

const locks = async (token: string): Promise<Record<string, boolean>> => {
  const list = (await api.request('GET', '/v1/stock/list', { token })).body.data as Array<{ id: string; locked: boolean }>;
  return Object.fromEntries(list.map((item) => [item.id, item.locked]));
};

describe('the plan field opensAll', () => {
  const plan = { title: 'Coins desk', monthlyPrice: 9, features: ['All coins'], cryptos: ['aapl'] };

  it('goes through the admin plan API: saved, answered in its order once each, emptied by an edit without it', async () => {
    const created = await api.request('POST', '/v1/plan', { token: admin, body: { ...plan, opensAll: ['crypto'] } });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    expect((await plans()).find((p) => p._id === id)).toMatchObject({ cryptos: ['aapl'], opensAll: ['crypto'] });

    const both = await api.request('PUT', `/v1/plan/${id}`, { token: admin, body: { ...plan, opensAll: ['stocks', 'crypto'] } });
    expect(both.status).toBe(200);
    expect(both.body.data.opensAll).toEqual(['crypto', 'stocks']);
    expect((await plans()).find((p) => p._id === id)!.opensAll).toEqual(['crypto', 'stocks']);

    await api.request('PUT', `/v1/plan/${id}`, { token: admin, body: plan });
    expect((await plans()).find((p) => p._id === id)!.opensAll).toEqual([]);
  });

  it('refuses a class it does not know, a third item and a member writing it', async () => {
    const unknown = await api.request('POST', '/v1/plan', { token: admin, body: { ...plan, opensAll: ['etf'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/opensAll/);
    const three = await api.request('POST', '/v1/plan', { token: admin, body: { ...plan, opensAll: ['crypto', 'stocks', 'crypto'] } });
    expect(three.status).toBe(400);
    const member = await memberOn('Free');
    expect((await api.request('POST', '/v1/plan', { token: member, body: { ...plan, opensAll: ['crypto'] } })).status).toBe(403);
  });

  it('is Free and Premium listing their assets and Pro opening both classes in a new database', async () => {
    expect(await planTitled('Free')).toMatchObject({ opensAll: [], cryptos: ['btc', 'eth'] });
    expect((await planTitled('Premium')).opensAll).toEqual([]);
    expect((await planTitled('Pro')).opensAll).toEqual(['crypto', 'stocks']);
  });
});

describe('the server opens assets by the plan’s classes', () => {
  beforeAll(async () => {
    await addAsset('pclc', 'crypto');
    await addAsset('pcls', 'stock');
    await addAsset('pcle', 'etf');
    // The process reads the table again at most once a second of its clock, which stands still here: read it now.
    await refreshCatalogue(api.db, api.clock.now(), true);
  });

  it('opens a Pro member an asset that is in no plan’s list: unlocked, its details answered, watched', async () => {
    const pro = await memberOn('Pro');
    expect((await plans()).some((plan) => plan.cryptos.some((id) => id.startsWith('pcl')))).toBe(false);
    const locked = await locks(pro);
    expect([locked.pclc, locked.pcls, locked.pcle]).toEqual([false, false, false]);
    const details = await api.request('GET', '/v1/stock/details/pcls', { token: pro });
    expect(details.status).toBe(200);
    const watched = await api.request('PUT', '/v1/watchlist', { token: pro, body: { assets: ['pclc', 'pcle'] } });
    expect(watched.status).toBe(200);
    expect(watched.body.data).toMatchObject({ assets: ['pclc', 'pcle'], lockedAssets: [] });
  });

  it('does not open a Premium member a stock: locked, 403 with the upgrade message, no watch, no alert', async () => {
    const premium = await memberOn('Premium');
    const locked = await locks(premium);
    expect([locked.sol, locked.aapl, locked.spy, locked.pcls, locked.pclc]).toEqual([false, true, true, true, true]);
    const details = await api.request('GET', '/v1/stock/details/aapl', { token: premium });
    expect(details.status).toBe(403);
    expect(details.body.message).toBe(MESSAGES.assetLocked);
    expect((await api.request('GET', '/v1/stock/candles/pcls?interval=1d', { token: premium })).status).toBe(403);
    const watched = await api.request('PUT', '/v1/watchlist', { token: premium, body: { assets: ['sol', 'aapl'] } });
    expect(watched.status).toBe(403);
    expect(watched.body.message).toBe(WATCHLIST_MESSAGES.assetNotInPlan('aapl'));
    const alert = await api.request('POST', '/v1/alerts', { token: premium, body: { assetId: 'msft', kind: 'price-above', level: 100, channels: ['in-app'] } });
    expect(alert.status).toBe(403);
    expect(alert.body.message).toBe(ALERT_MESSAGES.assetNotInPlan);
  });

  it('opens every coin, and only coins, to a plan that opens the crypto class', async () => {
    const body = { title: 'All coins', monthlyPrice: 7, cryptos: [], opensAll: ['crypto'] };
    expect((await api.request('POST', '/v1/plan', { token: admin, body })).status).toBe(201);
    const member = await memberOn('All coins');
    const locked = await locks(member);
    expect([locked.btc, locked.doge, locked.pclc, locked.aapl, locked.pcls, locked.pcle]).toEqual([false, false, false, true, true, true]);
    expect((await api.request('GET', '/v1/stock/details/pclc', { token: member })).status).toBe(200);
    expect((await api.request('GET', '/v1/stock/details/spy', { token: member })).status).toBe(403);
  });
});

type Loose = Kysely<Record<string, Record<string, unknown>>>;

test('migration 500 opens both classes to the Pro plan an older database has, keeping every plan’s list', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-plan-classes-'));
  const fresh = await freshDatabase(dir);
  try {
    await migrate(fresh.db, MIGRATIONS.filter((m) => m.version < 500));
    const k = fresh.db.k as unknown as Loose;
    const row = (id: string, title: string, cryptos: string[]) => ({
      ...{ id, title, monthly_price: 10, six_month_price: 50, six_month_discount: 0, yearly_price: 100, yearly_discount: 0 },
      ...{ save_text: '', note: '', is_most_popular: 0, is_free: 0, features: '[]', cryptos: JSON.stringify(cryptos), priority: 0, created_at: 1 },
    });
    await k.insertInto('plans').values([row('p1', 'Premium', ['btc', 'eth']), row('p2', 'Pro', ['btc', 'eth', 'aapl'])]).execute();
    expect(await migrate(fresh.db)).toContain(500);
    const after = await k.selectFrom('plans').select(['id', 'cryptos', 'opens_all']).orderBy('id').execute();
    expect(after).toEqual([
      { id: 'p1', cryptos: '["btc","eth"]', opens_all: '[]' },
      { id: 'p2', cryptos: '["btc","eth","aapl"]', opens_all: '["crypto","stocks"]' },
    ]);
  } finally {
    await fresh.db.close();
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  }
});
