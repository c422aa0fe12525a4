// The API answers the same bytes for the same requests: a fixed list of requests covering every route, sent over
// HTTP to the real app on a real database with a fixed clock, compared with the committed recording.
// Re-record after an intended change with RECORD_API_ANSWERS=1 (see api/README.md) and review the diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { realMarket } from './real-data-api';
import { startApi, type TestApi } from './helpers';
import { createRecorder, type RecordedAnswer, type Recorder } from './recorded/recorder';
import { devicesAndSignOut, memberReads, securitySection, signUpAndIn, visitorReads } from './recorded/visitor-and-member';
import { admin, farewell, recovery, subscription } from './recorded/billing-and-admin';

const RECORDING = path.join(__dirname, 'recordings', 'api-answers.json');
/** Tuesday 24 November 2026, 09:00 UTC: every stored time and every token's lifetime starts here. */
const CLOCK_START = Date.UTC(2026, 10, 24, 9, 0, 0);

jest.setTimeout(120_000);

describe('the recorded set of requests', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({
      clockStart: CLOCK_START,
      config: { market: realMarket(), localCheckout: true },
      rateLimits: { feedbackPerUser: { limit: 2, windowMs: 60 * 60_000 } },
    });
  });
  afterAll(() => api.close());

  async function run(r: Recorder) {
    await visitorReads(r, api);
    const token = await signUpAndIn(r, api);
    const member = await api.db.k.selectFrom('users').select('id').where('email', '=', 'ada@example.com').executeTakeFirstOrThrow();
    await memberReads(r, token, member.id);
    const password = await securitySection(r, api, token);
    const again = await devicesAndSignOut(r, password, token);
    await subscription(r, api, again);
    const recovered = await recovery(r, api);
    await admin(r, api, recovered.token, member.id);
    await farewell(r, recovered.password);
  }

  it('answers the same status, headers and bytes as recorded', async () => {
    const r = createRecorder(api);
    try {
      await run(r);
    } finally {
      // This run's answers, for reading a difference in full (bodies over 4 KB are recorded as a digest).
      writeFileSync(path.join(tmpdir(), 'sentiscope-api-answers.json'), `${JSON.stringify(r.answers, null, 2)}\n`);
    }
    if (process.env.RECORD_API_ANSWERS
 === '1' || !existsSync(RECORDING)) {
      writeFileSync(RECORDING, `${JSON.stringify(r.answers, null, 2)}\n`);
    }
    const recorded = JSON.parse(readFileSync(RECORDING, 'utf8')) as RecordedAnswer[];
    expect(r.answers.map((a) => a.name)).toEqual(recorded.map((a) => a.name));
    for (const [i, answer] of r.answers.entries()) expect({ at: i, ...answer }).toEqual({ at: i, ...recorded[i] });
  });
});
