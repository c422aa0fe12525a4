// Finding 8 of the second attack run: an anonymous request to a protected route answered 400 to a bad body before
// 401, which described the route (its fields and their types) to anyone. Authentication now comes first.
import { startApi, type TestApi } from '../helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Protected routes of each access level, with bodies a validator would refuse. */
const PROBES: Array<[string, string, string]> = [
  ['POST', '/v1/user/change-password', JSON.stringify({ currentPassword: 42, newPassword: ['x'] })],
  ['POST', '/v1/user/two-factor/enable', JSON.stringify({ code: { $gt: '' } })],
  ['POST', '/v1/payment/create-checkout-session', JSON.stringify({ planId: 7, tenure: false })],
  ['POST', '/v1/user/logout', JSON.stringify({ fromAllDevices: 'yes', deviceId: '../../etc' })],
  ['POST', '/v1/feedback', JSON.stringify({ rating: 'five' })],
  ['POST', '/v1/plan', '{"title": '],
  ['PUT', '/v1/admin/company-information', 'not json at all'],
];

describe('authentication before validation', () => {
  it.each(PROBES)('answers an anonymous %s %s with 401, whatever its body', async (method, path, raw) => {
    const answer = await api.request(method, path, { raw, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    // Nothing in the answer names a field of the route.
    expect(answer.text).not.toMatch(/currentPassword|newPassword|planId|tenure|rating|deviceId|fromAllDevices|title/);
  });

  it('answers a forged token the same 401 before looking at the body', async () => {
    const answer = await api.request('POST', '/v1/user/change-password', {
      raw: JSON.stringify({ currentPassword: 42 }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
    });
    expect(answer.status).toBe(401);
  });
});
