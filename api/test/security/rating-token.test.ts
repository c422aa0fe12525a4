// Finding 6 of the second attack run: the rating token handed out at logout posts one rating, not five an hour.
import { createVerifiedUser, loginToken, startApi, type TestApi } from '../helpers';

// Many requests over HTTP on a shared machine: more than the default five seconds.
jest.setTimeout(30_000);
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ rateLimits: { feedbackPerUser: { limit: 5, windowMs: 60 * 60_000 } } });
});
afterAll(() => api.close());

async function ratingTokenAtLogout() {
  const member = await createVerifiedUser(api);
  const token = await loginToken(api, member.email, member.password);
  const logout = await api.request('POST', '/v1/user/logout', { token, body: { fromAllDevices: false } });
  expect(logout.status).toBe(200);
  expect(logout.body.data.canGetRating).toBe(true);
  return { member, ratingToken: logout.body.data.ratingToken as string };
}

describe('rating token', () => {
  it('posts one rating; the same token is refused after that', async () => {
    const { member, ratingToken } = await ratingTokenAtLogout();
    const first = await api.request('POST', '/v1/feedback', { token: ratingToken, body: { rating: 5, comment: 'Great' } });
    expect(first.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await api.request('POST', '/v1/feedback', { token: ratingToken, body: { rating: 1 } })).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const rows = await api.db.k.selectFrom('feedback').select('rating').where('user_id', '=', member.id).execute();
    expect(rows).toEqual([{ rating: 5 }]);
  });

  it('gives one rating to parallel posts of the same token', async () => {
    const { member, ratingToken } = await ratingTokenAtLogout();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.request('POST', '/v1/feedback', { token: ratingToken, body: { rating: 2 } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 401, 401, 401, 401]);
    const rows = await api.db.k.selectFrom('feedback').select('id').where('user_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('is not spent by a refused post: a rating without a score can be sent again', async () => {
    const { ratingToken } = await ratingTokenAtLogout();
    expect((await api.request('POST', '/v1/feedback', { token: ratingToken, body: { comment: 'no score' } })).status).toBe(400);
    expect((await api.request('POST', '/v1/feedback', { token: ratingToken, body: { rating: 4 } })).status).toBe(201);
  });
});
