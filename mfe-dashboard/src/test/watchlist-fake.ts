// The member's watchlist and visits as the API keeps them, for the dashboard's tests: the list is saved whole,
// each visit answers the one before it, and the browser's old copy is taken over once (newer server visits stay).
import { http, HttpResponse } from 'msw';
import { WATCHLIST_MESSAGES, type VisitInput, type VisitTakeover, type Watchlist, type WatchVisit, type WatchlistInput } from '@sentiscope/shared/contract';
import { envelope, failure, TEST_API } from '@sentiscope/shared/testing';

export type FakeWatchlist = Watchlist & {
  /** Assets the member's plan opens; others are refused. */
  open: string[];
  /** What the routes received, in order. */
  received: Array<{ method: string; path: string; body: unknown }>;
  /** The clock the server stamps visits with. */
  now: () => number;
};

export const fakeWatchlist = (fields: Partial<FakeWatchlist> = {}): FakeWatchlist => ({
  assets: [],
  lockedAssets: [],
  visits: {},
  localCopyTaken: false,
  open: ['btc', 'eth'],
  received: [],
  now: () => Date.parse('2026-11-24T09:00:00Z'),
  ...fields,
});

const answer = ({ assets, lockedAssets, visits, localCopyTaken }: FakeWatchlist): Watchlist => ({ assets, lockedAssets, visits, localCopyTaken });

export function watchlistHandlers(state: FakeWatchlist) {
  return [
    http.get(`${TEST_API}/watchlist`, () => HttpResponse.json(envelope(answer(state)))),
    http.put(`${TEST_API}/watchlist`, async ({ request }) => {
      const body = (await request.json()) as WatchlistInput;
      state.received.push({ method: 'PUT', path: '/watchlist', body });
      const refused = body.assets.find((id) => !state.open.includes(id));
      if (refused) return HttpResponse.json(failure(WATCHLIST_MESSAGES.assetNotInPlan(refused)), { status: 403 });
      state.assets = [...body.assets];
      return HttpResponse.json(envelope(answer(state), WATCHLIST_MESSAGES.saved));
    }),
    http.post(`${TEST_API}/watchlist/visits`, async ({ request }) => {
      const { assetId, ...seen } = (await request.json()) as VisitInput;
      state.received.push({ method: 'POST', path: '/watchlist/visits', body: { assetId, ...seen } });
      const previous = state.visits[assetId] ?? null;
      const current: WatchVisit = { at: state.now(), ...seen };
      state.visits = { ...state.visits, [assetId]: current };
      return HttpResponse.json(envelope({ previous, current }, WATCHLIST_MESSAGES.visitRecorded));
    }),
    http.post(`${TEST_API}/watchlist/visits/takeover`, async ({ request }) => {
      const body = (await request.json()) as VisitTakeover;
      state.received.push({ method: 'POST', path: '/watchlist/visits/takeover', body });
      if (!state.localCopyTaken) {
        const kept = Object.entries(body.visits).filter(([id, visit]) => !state.visits[id] || state.visits[id].at < visit.at);
        state.visits = { ...state.visits, ...Object.fromEntries(kept) };
        state.localCopyTaken = true;
      }
      return HttpResponse.json(envelope(answer(state), WATCHLIST_MESSAGES.localCopyTaken));
    }),
  ];
}
