import { listedBeyondClasses, planOpensAsset, planOpensKind, planReachLines } from './plan-opens';

const listing = { cryptos: ['btc', 'aapl'], opensAll: [] };
const coins = { cryptos: ['aapl'], opensAll: ['crypto' as const] };
const everything = { cryptos: [], opensAll: ['crypto' as const, 'stocks' as const] };

describe('which assets a plan opens', () => {
  it('opens a listed asset, and no other, when the plan opens no class', () => {
    expect(planOpensAsset(listing, { id: 'btc', kind: 'crypto' })).toBe(true);
    expect(planOpensAsset(listing, { id: 'aapl', kind: 'stock' })).toBe(true);
    expect(planOpensAsset(listing, { id: 'eth', kind: 'crypto' })).toBe(false);
    expect([planOpensKind(listing, 'crypto'), planOpensKind(listing, 'stock')]).toEqual([false, false]);
  });

  it('opens every coin to the crypto class, and stocks and ETFs (kind stock) only as listed', () => {
    expect(planOpensAsset(coins, { id: 'pepe', kind: 'crypto' })).toBe(true);
    expect(planOpensAsset(coins, { id: 'aapl', kind: 'stock' })).toBe(true);
    expect(planOpensAsset(coins, { id: 'spy', kind: 'stock' })).toBe(false);
    expect([planOpensKind(coins, 'crypto'), planOpensKind(coins, 'stock')]).toEqual([true, false]);
  });

  it('opens any asset to a plan with both classes, with an empty list', () => {
    expect(planOpensAsset(everything, { id: 'mstr', kind: 'stock' })).toBe(true);
    expect(planOpensAsset(everything, { id: 'link', kind: 'crypto' })).toBe(true);
    expect([planOpensKind(everything, 'crypto'), planOpensKind(everything, 'stock')]).toEqual([true, true]);
  });
});

describe('what a plan opens, in words', () => {
  const kindOf = (id: string) => (['aapl', 'spy'].includes(id) ? ('stock' as const) : id === 'btc' ? ('crypto' as const) : undefined);

  it('counts the listed assets of a plan without classes, and names the classes before the assets beyond them', () => {
    expect(planReachLines(listing)).toEqual(['2 assets']);
    expect(planReachLines({ cryptos: ['btc'], opensAll: [] })).toEqual(['1 asset']);
    expect(planReachLines(everything)).toEqual(['Every listed coin', 'All US stocks and ETFs']);
    expect(planReachLines({ cryptos: ['btc', 'aapl', 'spy'], opensAll: ['crypto'] }, kindOf)).toEqual(['Every listed coin', 'and 2 more assets']);
    expect(listedBeyondClasses({ cryptos: ['btc', 'zzz', 'spy'], opensAll: ['stocks'] }, kindOf)).toEqual(['btc', 'zzz']);
  });
});
