// A plan's own fields are stored and answered from the one list of them (PLAN_FIELDS): every field it lists
// survives a save and a read over HTTP on the real database, a field left out holds its kind's empty value, and
// the first plans a new database gets are the contract's.
import { PLAN_FIELDS, PLAN_OWN_FIELDS, firstPlans, type Plan, type PlanFieldRule } from '@sentiscope/shared/contract';
import { adminToken, startApi, type TestApi } from './helpers';

/** A value of the field's kind, different for each field, inside its rule. */
function valueFor(field: string, rule: PlanFieldRule, index: number): unknown {
  if (rule.kind === 'text') return `${field} ${index}`;
  if (rule.kind === 'number') return Math.min(rule.maximum, 3 + index);
  if (rule.kind === 'flag') return true;
  // The asset list names assets of the catalogue (the API refuses others).
  if (field === 'cryptos') return ['sol', 'spy'];
  if (field === 'opensAll') return ['crypto', 'stocks'];
  return rule.item.pattern ? [`c${index}`, `d${index}`] : [`${field} one`, `${field} two`];
}

describe('plan fields from one list', () => {
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    api = await startApi();
    admin = await adminToken(api);
  });
  afterAll(() => api.close());

  const answered = async (id: string): Promise<Plan> => {
    const list = await api.request('GET', '/v1/plan');
    return (list.body.data as Plan[]).find((plan) => plan._id === id) as Plan;
  };

  it('stores and answers every own field as sent; the six-month and yearly prices follow from the discounts', async () => {
    const body = Object.fromEntries(PLAN_OWN_FIELDS.map((field, index) => [field, valueFor(field, PLAN_FIELDS[field], index)]));
    const created = await api.request('POST', '/v1/plan', { token: admin, body });
    expect(created.status).toBe(201);
    const plan = await answered(created.body.data._id);
    expect(Object.keys(plan)).toEqual(Object.keys(PLAN_FIELDS));
    const computed = new Set(['sixMonthPrice', 'yearlyPrice']);
    for (const field of PLAN_OWN_FIELDS.filter((f) => !computed.has(f))) expect([field, plan[field]]).toEqual([field, body[field]]);
    expect(plan.sixMonthPrice).not.toBe(body.sixMonthPrice);
    expect(plan.sixMonthPrice).toBeCloseTo(Math.floor(plan.monthlyPrice * 6 * (1 - plan.sixMonthDiscount / 100)) - 0.01, 2);
  });

  it('gives a field left out its kind’s empty value, and an edit without it empties it', async () => {
    const created = await api.request('POST', '/v1/plan', { token: admin, body: { title: 'Bare', monthlyPrice: 5, note: 'A note', isMostPopular: true } });
    const id = created.body.data._id as string;
    expect(await answered(id)).toMatchObject({ note: 'A note', isMostPopular: true, saveText: '', features: [], cryptos: [], opensAll: [], sixMonthDiscount: 0, priority: 0 });
    expect((await api.request('PUT', `/v1/plan/${id}`, { token: admin, body: { title: 'Bare', monthlyPrice: 5 } })).status).toBe(200);
    expect(await answered(id)).toMatchObject({ note: '', isMostPopular: false });
  });

  it('seeds the contract’s first plans into an empty database, in their order', async () => {
    const seeded = (await api.request('GET', '/v1/plan')).body.data as Plan[];
    const first = firstPlans();
    const byTitle = new Map(seeded.map((plan) => [plan.title, plan]));
    for (const plan of first) expect(byTitle.get(plan.title)).toMatchObject(plan);
    expect(seeded.slice(0, first.length).map((plan) => plan.title)).toEqual(first.map((plan) => plan.title));
  });
});
