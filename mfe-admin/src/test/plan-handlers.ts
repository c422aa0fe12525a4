import { http, HttpResponse } from 'msw';
import type { Plan, PlanInput, StockItem } from '@sentiscope/shared/contract';
import { PLANS } from './fixtures';
import { TEST_API as API, envelope, failure } from '@sentiscope/shared/testing';

export type PlanCall = { method: string; id?: string; body?: PlanInput };

const STOCKS: StockItem[] = [
  { id: 'btc', name: 'Bitcoin', symbol: 'BTC', kind: 'crypto', isDefault: true, locked: false, firstDay: '2018-01-01', lastDay: '2025-08-22', source: 'csv' },
  { id: 'eth', name: 'Ethereum', symbol: 'ETH', kind: 'crypto', isDefault: false, locked: false, firstDay: '2018-01-01', lastDay: '2025-08-22', source: 'csv' },
  { id: 'aapl', name: 'Apple', symbol: 'AAPL', kind: 'stock', isDefault: false, locked: false, firstDay: '2018-01-02', lastDay: '2025-08-22', source: 'csv' },
  { id: 'spy', name: 'SPDR S&P 500 ETF', symbol: 'SPY', kind: 'stock', isDefault: false, locked: false, firstDay: '2018-01-02', lastDay: '2025-08-22', source: 'csv' },
];

/** An in-memory plan store behind GET/POST/PUT/DELETE /plan, as the API answers; plans in `subscribed` refuse deletion. */
export function planHandlers({ subscribed = [] as string[] } = {}) {
  let plans: Plan[] = PLANS.map((p) => ({ ...p }));
  const calls: PlanCall[] = [];
  const handlers = [
    http.get(`${API}/plan`, () => HttpResponse.json(envelope(plans))),
    http.get(`${API}/stock/list`, () => HttpResponse.json(envelope(STOCKS))),
    http.post(`${API}/plan`, async ({ request }) => {
      const body = (await request.json()) as PlanInput;
      calls.push({ method: 'POST', body });
      const created = { ...body, _id: `plan-${plans.length + 1}`, productId: 'p', pricingDetails: [] } as Plan;
      plans = [...plans, created];
      return HttpResponse.json(envelope(created, 'Plan created successfully!'), { status: 201 });
    }),
    http.put(`${API}/plan/:id`, async ({ request, params }) => {
      const body = (await request.json()) as PlanInput;
      calls.push({ method: 'PUT', id: String(params.id), body });
      plans = plans.map((p) => (p._id === params.id ? { ...p, ...body } : p));
      return HttpResponse.json(envelope(plans.find((p) => p._id === params.id), 'Plan updated successfully!'));
    }),
    http.delete(`${API}/plan/:id`, ({ params }) => {
      calls.push({ method: 'DELETE', id: String(params.id) });
      if (subscribed.includes(String(params.id))) {
        return HttpResponse.json(failure('This plan has subscribers and cannot be deleted'), { status: 409 });
      }
      plans = plans.filter((p) => p._id !== params.id);
      return HttpResponse.json(envelope({ _id: params.id }, 'Plan deleted successfully!'));
    }),
  ];
  return { handlers, calls, plans: () => plans };
}
