import type { AssetKind } from '@sentiscope/shared/contract';
import { SEEDED_PLANS } from '@/test/seeded-plans';
import { planCoverage } from './plan-coverage';

const [FREE, PREMIUM, PRO] = SEEDED_PLANS;
const KINDS: Record<string, AssetKind> = { btc: 'crypto', eth: 'crypto', sol: 'crypto', bnb: 'crypto', xrp: 'crypto', ada: 'crypto', aapl: 'stock' };
const kindOf = (id: string): AssetKind | undefined => KINDS[id];

/** The table as text: each line with ✓ or — per plan. */
const table = (plans: Parameters<typeof planCoverage>[0], kinds?: typeof kindOf) =>
  Object.fromEntries(planCoverage(plans, kinds).map(({ feature, covered }) => [feature, covered.map((c) => (c ? '✓' : '—')).join(' ')]));

describe('plan coverage in the comparison table', () => {
  it('gives the seeded higher plans every line of the plans they include', () => {
    expect(table([FREE, PREMIUM, PRO])).toEqual({
      'Bitcoin and Ethereum': '✓ ✓ ✓',
      'Daily market mood with its working': '✓ ✓ ✓',
      'Price chart with indicators': '✓ ✓ ✓',
      'Six major coins': '— ✓ ✓',
      'Headline sentiment': '— ✓ ✓',
      'Custom date ranges': '— ✓ ✓',
      'Every coin and stock': '— — ✓',
      'Statistical price range': '— — ✓',
      'Priority support': '— — ✓',
    });
  });

  it('follows an admin who takes Ethereum out of Premium: Premium no longer covers "Bitcoin and Ethereum", Pro still does', () => {
    const edited = { ...PREMIUM, cryptos: PREMIUM.cryptos.filter((id) => id !== 'eth') };
    const rows = table([FREE, edited, PRO]);
    expect(rows['Bitcoin and Ethereum']).toBe('✓ — ✓');
    expect(rows['Six major coins']).toBe('— ✓ ✓');
  });

  it('follows an admin who gives Premium a new feature: Pro, which opens all of Premium, covers it too', () => {
    const rows = table([FREE, { ...PREMIUM, features: [...PREMIUM.features, 'Weekly e-mail digest'] }, PRO]);
    expect(rows['Weekly e-mail digest']).toBe('— ✓ ✓');
  });

  it('never credits a plan with a lower plan whose assets it does not all open', () => {
    const narrowPro = { ...PRO, cryptos: ['btc', 'aapl'], opensAll: [] };
    const rows = table([FREE, PREMIUM, narrowPro]);
    expect(rows['Bitcoin and Ethereum']).toBe('✓ ✓ —');
    expect(rows['Six major coins']).toBe('— ✓ —');
    expect(rows['Every coin and stock']).toBe('— — ✓');
  });

  it('never credits a lower plan with a higher one, whatever the order the plans arrive in', () => {
    const rows = table([PRO, FREE, PREMIUM]);
    expect(rows['Bitcoin and Ethereum']).toBe('✓ ✓ ✓');
    expect(rows['Every coin and stock']).toBe('✓ — —');
    expect(rows['Six major coins']).toBe('✓ — ✓');
  });

  it('follows the classes: Pro opening every coin and stock covers the lower plans with no asset listed', () => {
    const rows = table([FREE, PREMIUM, { ...PRO, cryptos: [] }]);
    expect(rows['Bitcoin and Ethereum']).toBe('✓ ✓ ✓');
    expect(rows['Six major coins']).toBe('— ✓ ✓');
  });

  it('credits a plan opening every coin with Premium once the coins are known to be coins, and a stocks-only plan never', () => {
    const coins = { ...PRO, title: 'Coins', cryptos: [], opensAll: ['crypto' as const] };
    expect(table([FREE, PREMIUM, coins], kindOf)['Six major coins']).toBe('— ✓ ✓');
    // Without the kinds the page cannot tell BTC is a coin, so it claims nothing.
    expect(table([FREE, PREMIUM, coins])['Six major coins']).toBe('— ✓ —');
    const stocks = { ...coins, title: 'Stocks', opensAll: ['stocks' as const] };
    expect(table([FREE, PREMIUM, stocks], kindOf)['Bitcoin and Ethereum']).toBe('✓ ✓ —');
  });
});
