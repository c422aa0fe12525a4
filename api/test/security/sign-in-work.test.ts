// Finding 5 of the second attack run: signing in to an address with waiting sign-ups ran one password hash per
// sign-up, so the answer's timing told which addresses were signed up but not verified. Every sign-in now does the
// same work: one argon2 computation, whatever the address.
import argon2 from 'argon2';
import { MESSAGES } from '@sentiscope/shared/contract';
import { createVerifiedUser, login, signupBody, startApi, uniqueEmail, type TestApi } from '../helpers';

// Many requests over HTTP on a shared machine: more than the default five seconds.
jest.setTimeout(30_000);
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => jest.restoreAllMocks());

/** The argon2 computations (hashes and verifications) the server runs while `act` runs. */
async function argon2Work(act: () => Promise<unknown>): Promise<number> {
  const hash = jest.spyOn(argon2, 'hash');
  const verify = jest.spyOn(argon2, 'verify');
  await act();
  const count = hash.mock.calls.length + verify.mock.calls.length;
  hash.mockRestore();
  verify.mockRestore();
  return count;
}

/** An address with `count` sign-ups waiting for their codes, each with its own password. */
async function waitingSignups(count: number) {
  const email = uniqueEmail('waiting');
  const passwords: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const password = `waiting-pass-${i}-${email}`;
    passwords.push(password);
    const answer = await api.request('POST', '/v1/user/signup', { body: signupBody({ email, password }) });
    expect(answer.status).toBe(201);
  }
  return { email, passwords };
}

describe('sign-in work', () => {
  it('runs one argon2 computation whether the address is unknown, verified, or waiting with one or five sign-ups', async () => {
    const verified = await createVerifiedUser(api);
    const one = await waitingSignups(1);
    const five = await waitingSignups(5);
    // The first sign-in prepares the hash unknown addresses are compared with; it is not what is measured.
    await login(api, uniqueEmail('warm-up'), 'wrong-password-0');

    const work: Record<string, number> = {};
    for (const [label, email] of [
      ['unknown', uniqueEmail('nobody')],
      ['verified', verified.email],
      ['one waiting', one.email],
      ['five waiting', five.email],
    ]) {
      work[label] = await argon2Work(async () => {
        const answer = await login(api, email, 'a-wrong-password-1');
        expect([answer.status, answer.body.message]).toEqual([401, MESSAGES.invalidCredentials]);
      });
    }
    expect(work).toEqual({ unknown: 1, verified: 1, 'one waiting': 1, 'five waiting': 1 });
  });

  it('still names the waiting sign-up whose password is given, the oldest as well as the newest, with the same work', async () => {
    const { email, passwords } = await waitingSignups(5);
    for (const password of [passwords[0], passwords[4]]) {
      let answer: Awaited<ReturnType<typeof login>> | undefined;
      expect(await argon2Work(async () => (answer = await login(api, email, password)))).toBe(1);
      expect(answer!.status).toBe(403);
      expect(answer!.body).toMatchObject({ success: false, message: MESSAGES.emailNotVerified, data: { signupId: expect.any(String) } });
    }
  });
});
