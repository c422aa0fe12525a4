// Finding 7 of the third attack run (issue 32), erasure: a deleted account left its rate-limit counters behind, each
// named after the member's id or address. Deleting the account now deletes every counter that names the member,
// and leaves everyone else's.
import { DELETE_ACCOUNT_CONFIRMATION } from '@sentiscope/shared/contract';
import { createVerifiedUser, loginToken, signupBody, startApi, type TestApi } from '../helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const buckets = async () => (await api.db.k.selectFrom('rate_limits').select('bucket').execute()).map((row) => row.bucket);
const naming = (all: string[], key: string) => all.filter((bucket) => bucket.endsWith(`:${key}`) || bucket.includes(`:${key}:`));

async function busyMember() {
  const user = await createVerifiedUser(api);
  const token = await loginToken(api, user.email, user.password);
  const rule = { assetId: 'btc', kind: 'price-above', level: 90_000, channels: ['email'] };
  expect((await api.request('POST', '/v1/alerts', { token, body: rule })).status).toBe(201);
  expect((await api.request('POST', '/v1/alerts/preview', { token, body: rule })).status).toBe(200);
  expect((await api.request('POST', '/v1/feedback', { token, body: { rating: 5 } })).status).toBe(201);
  // Someone signs up again with the member's address: the notice mailed to them is counted under the address.
  expect((await api.request('POST', '/v1/user/signup', { body: signupBody({ email: user.email }) })).status).toBe(201);
  return { ...user, token };
}

test("deleting an account deletes the rate-limit counters named after the member's id and address, and no one else's", async () => {
  const leaving = await busyMember();
  const staying = await busyMember();
  const before = await buckets();
  expect(naming(before, leaving.id).length).toBeGreaterThanOrEqual(3);
  expect(naming(before, leaving.email).length).toBeGreaterThanOrEqual(1);
  const deleted = await api.request('POST', '/v1/user/delete-account', { token: leaving.token, body: { password: leaving.password, confirmation: DELETE_ACCOUNT_CONFIRMATION } });
  expect(deleted.status).toBe(200);
  const after = await buckets();
  expect(naming(after, leaving.id)).toEqual([]);
  expect(naming(after, leaving.email)).toEqual([]);
  expect(naming(after, staying.id).sort()).toEqual(naming(before, staying.id).sort());
  expect(naming(after, staying.email).sort()).toEqual(naming(before, staying.email).sort());
});
