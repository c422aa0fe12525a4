import { SEEDED_PLANS } from '@/test/seeded-plans';
import { planCoverage } from './plan-coverage';

const [FREE, PREMIUM, PRO] = SEEDED_PLANS;

/** The table as text: each line with ✓ or — per plan. */
const table = (plans: Parameters<typeof planCoverage>[0]) =>
  Object.fromEntries(planCoverage(plans).map(({ feature, covered }) => [feature, covered.map((c) => (c ? '✓' : '—')).join(' ')]));

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
    const narrowPro = { ...PRO, cryptos: ['btc', 'aapl'] };
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
});
