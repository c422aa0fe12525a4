import { compareVisits, readVisits, saveVisit, type Visit } from './last-visit';

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
    expect(compareVisits(undefined, visit({}))).toBeNull();
    expect(compareVisits(visit({}), visit({ at: 5000 }))).toBeNull();
  });

  it('keeps one last visit per asset in local storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveVisit(storage, 'btc', visit({ price: 1 }));
    saveVisit(storage, 'eth', visit({ price: 2 }));
    saveVisit(storage, 'btc', visit({ price: 3 }));
    expect(readVisits(storage)).toEqual({ btc: visit({ price: 3 }), eth: visit({ price: 2 }) });
  });
});
