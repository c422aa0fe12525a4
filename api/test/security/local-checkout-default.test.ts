// Finding 2 of the second attack run: a deployment that forgets NODE_ENV and the Stripe keys must not give plans
// away through the built-in test checkout. It is on only with LOCAL_CHECKOUT=on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@sentiscope/shared/contract';
import { loadConfig } from '../../src/config';
import { createVerifiedUser, loginToken, startApi, type TestApi } from '../helpers';

// Many requests over HTTP on a shared machine: more than the default five seconds.
jest.setTimeout(30_000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The environment of a forgetful deployment: no NODE_ENV, no Stripe keys, no LOCAL_CHECKOUT. */
const forgetful = (extra: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a'.repeat(48), ...extra });

describe('local checkout is never on by accident', () => {
  it('is off unless LOCAL_CHECKOUT=on, whatever NODE_ENV says', () => {
    expect(forgetful().localCheckout).toBe(false);
    expect(forgetful({ NODE_ENV: 'development' }).localCheckout).toBe(false);
    expect(forgetful({ LOCAL_CHECKOUT: 'yes' }).localCheckout).toBe(false);
    expect(forgetful({ LOCAL_CHECKOUT: 'on' }).localCheckout).toBe(true);
    expect(forgetful({ NODE_ENV: 'production', LOCAL_CHECKOUT: ' ON ' }).localCheckout).toBe(true);
  });

  describe('on a server started that way', () => {
    let api: TestApi;
    const logLines: string[] = [];
    beforeAll(async () => {
      const config = forgetful();
      api = await startApi({ config: { localCheckout: config.localCheckout, stripeSecretKey: config.stripeSecretKey }, logLines });
    });
    afterAll(() => api.close());

    it('says at start-up why payments are off', () => {
      const warning = logLines.map((line) => JSON.parse(line)).find((entry) => /checkout/i.test(entry.msg ?? ''));
      expect(warning).toBeDefined();
      expect(warning.msg).toMatch(/LOCAL_CHECKOUT=on/);
      expect(warning.msg).toMatch(/STRIPE_SECRET_KEY/);
    });

    it('answers checkout with a clear 503 and gives no plan away', async () => {
      const member = await createVerifiedUser(api);
      const token = await loginToken(api, member.email, member.password);
      const plan = (await api.request('GET', '/v1/plan')).body.data.find((p: { isFree: boolean }) => !p.isFree);
      const answer = await api.request('POST', '/v1/payment/create-checkout-session', { token, body: { planId: plan._id, tenure: 'YEARLY' } });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, message: MESSAGES.paymentsUnavailable });
      const opened = await api.db.k.selectFrom('checkout_sessions').select('id').where('user_id', '=', member.id).execute();
      expect(opened).toHaveLength(0);
      const row = await api.db.k.selectFrom('users').select('plan_id').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.plan_id).not.toBe(plan._id);
    });
  });
});
