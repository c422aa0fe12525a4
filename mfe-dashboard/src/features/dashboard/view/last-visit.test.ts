import { compareVisits, dropLocalVisits, LAST_VISIT_STORAGE_KEY, readLocalVisits, type Visit } from './last-visit';

const visit = (v: Partial<Visit>): Visit => ({ at: 1000, mood: 50, signal: 'neutral', price: 100, ...v });

describe('since your last visit', () => {
  it('reports the mood, signal and price that changed', () => {
    expect(compareVisits(visit({}), visit({ at: 2000, mood: 62, signal: 'bullish', price: 110 }))).toEqual({
      since: 1000,
      mood: [50, 62],
      signal: ['neutral', 'bullish'],
      priceChange: expect.closeTo(0.1, 10),
    });
  });

  it('says nothing on a first visit or when nothing changed', () => {
    expect(compareVisits(null, visit({}))).toBeNull();
    expect(compareVisits(visit({}), visit({ at: 5000 }))).toBeNull();
  });

  it("reads the browser's old copy, keeping only well-formed visits, and removes it", () => {
    const store = new Map<string, string>([[LAST_VISIT_STORAGE_KEY, JSON.stringify({ btc: visit({ price: 3 }), eth: { at: 'yesterday' }, sol: null })]]);
    const storage = { getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => void store.delete(k) };
    expect(readLocalVisits(storage)).toEqual({ btc: visit({ price: 3 }) });
    dropLocalVisits(storage);
    expect(readLocalVisits(storage)).toEqual({});
    store.set(LAST_VISIT_STORAGE_KEY, '{broken');
    expect(readLocalVisits(storage)).toEqual({});
  });
});
