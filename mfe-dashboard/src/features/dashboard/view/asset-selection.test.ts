import type { StockItem } from '@sentiscope/shared/contract';
import { chooseAsset, readSavedAsset, saveAsset } from './asset-selection';

const item = (id: string, name: string, extra: Partial<StockItem> = {}): StockItem => ({
  id,
  name,
  symbol: id.toUpperCase(),
  kind: 'crypto',
  isDefault: false,
  locked: false,
  firstDay: '2018-01-01',
  lastDay: '2025-08-22',
  source: 'csv',
  ...extra,
});

describe('choosing the asset the dashboard opens', () => {
  const list = [item('eth', 'ETH - Ethereum'), item('btc', 'BTC - Bitcoin'), item('sol', 'SOL - Solana', { locked: true })];

  it('restores the saved selection by id', () => {
    expect(chooseAsset(list, [null, 'eth'])?.id).toBe('eth');
  });

  it('prefers the asset the URL names over the saved one', () => {
    expect(chooseAsset(list, ['btc', 'eth'])?.id).toBe('btc');
  });

  it('never opens a locked asset, even when it was saved', () => {
    expect(chooseAsset(list, ['sol'])?.id).not.toBe('sol');
  });

  it('never opens an asset still being added or that failed, even when the URL names it', () => {
    const list = [item('btc', 'BTC - Bitcoin', { isDefault: true }), item('link', 'LINK - Chainlink', { state: 'backfilling' }), item('zzz', 'ZZZ', { state: 'failed', stateReason: 'No source' })];
    expect(chooseAsset(list, ['link'])?.id).toBe('btc');
    expect(chooseAsset(list, ['zzz'])?.id).toBe('btc');
    expect(chooseAsset([...list.slice(1), item('eth', 'ETH', { state: 'active' })], [null])?.id).toBe('eth');
  });

  it('falls back to the default asset, then a BTC name, then the first open one', () => {
    expect(chooseAsset([item('eth', 'ETH'), item('ada', 'ADA', { isDefault: true })], ['gone'])?.id).toBe('ada');
    expect(chooseAsset([item('eth', 'ETH - Ethereum'), item('btc', 'BTC - Bitcoin')], [])?.id).toBe('btc');
    expect(chooseAsset([item('sol', 'SOL', { locked: true }), item('eth', 'ETH')], [])?.id).toBe('eth');
    expect(chooseAsset([], [])).toBeNull();
  });

  it('saves name and id and reads them back, ignoring a damaged entry', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveAsset(storage, { id: 'eth', name: 'ETH - Ethereum' });
    expect(JSON.parse(store.get('selectedStock') as string)).toEqual({ name: 'ETH - Ethereum', id: 'eth' });
    expect(readSavedAsset(storage)).toEqual({ id: 'eth', name: 'ETH - Ethereum' });
    store.set('selectedStock', '{not json');
    expect(readSavedAsset(storage)).toBeNull();
  });
});
