// Unsubscribe links over HTTP on the real server and database: a token stops only the e-mail it was issued for,
// stops working when its alert or its member's account is deleted, works for 180 days after its mail, and the
// daily clean-up job deletes only the tokens past that lifetime, so links in recent mails keep working.
import { DELETE_ACCOUNT_CONFIRMATION, DELIVERY_MESSAGES, MS_PER_DAY } from '@sentiscope/shared/contract';
import { tokenHash, unsubscribeLink } from '../../src/alerts/service/alert-mail';
import { UNSUBSCRIBE_TOKEN_LIFETIME_DAYS } from '../../src/alerts/service/unsubscribe';
import { alertDb } from '../../src/alerts/data/tables';
import { alertJobs, TOKEN_CLEANUP_JOB } from '../../src/jobs/alert-jobs';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from '../helpers';
import { alertsEngineOf, memberOn, type Member } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, 120_000);
afterAll(() => api.close());

const call = (method: string, path: string, member: Member | null, body?: unknown) => api.request(method, path, { token: member?.token, body });
const pathOf = (link: string) => link.slice(link.indexOf('/v1/'));
const oneClick = (path: string) => api.request('POST', path, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

async function newAlert(member: Member, level: number): Promise<string> {
  const created = await call('POST', '/v1/alerts', member, { assetId: 'btc', kind: 'price-above', level, channels: ['email', 'in-app'] });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

/** The link a mail sent `daysAgo` days ago carried, made by the function the alert and digest mails use. */
async function linkFor(userId: string, alertId: string | null, daysAgo = 0): Promise<string> {
  return pathOf(await unsubscribeLink(api.db.k, api.url, userId, alertId, api.clock.now() - daysAgo * MS_PER_DAY));
}

async function channelsOf(member: Member): Promise<Record<string, { channels: string[]; enabled: boolean }>> {
  const list = await call('GET', '/v1/alerts', member);
  return Object.fromEntries(list.body.data.alerts.map((a: { id: string; channels: string[]; enabled: boolean }) => [a.id, { channels: a.channels, enabled: a.enabled }]));
}

const digestOf = async (member: Member) => (await call('GET', '/v1/alerts/settings', member)).body.data.digest;
const tokenStored = async (path: string) => {
  const hash = tokenHash(new URL(path, api.url).searchParams.get('token')!);
  return (await alertDb(api.db.k).selectFrom('unsubscribe_tokens').select('token_hash').where('token_hash', '=', hash).execute()).length === 1;
};

async function refused(path: string) {
  const page = await api.request('GET', path);
  expect(page.status).toBe(404);
  expect(page.text).toContain(DELIVERY_MESSAGES.unsubscribeInvalid);
  expect(page.text).not.toContain('<form');
  const done = await oneClick(path);
  expect(done.status).toBe(404);
  expect(done.text).toContain(DELIVERY_MESSAGES.unsubscribeInvalid);
}

test('a token stops only the e-mail it was issued for, of its own member', async () => {
  const member = await memberOn(api, 'Premium');
  const other = await memberOn(api, 'Premium');
  expect((await call('PUT', '/v1/alerts/settings', member, { digest: 'daily' })).status).toBe(200);
  const first = await newAlert(member, 200_000);
  const second = await newAlert(member, 210_000);
  const others = await newAlert(other, 200_000);
  const before = { ...(await channelsOf(member)), ...(await channelsOf(other)) };

  const firstLink = await linkFor(member.id, first);
  expect((await api.request('GET', firstLink)).text).toContain('<form method="post"');
  expect((await oneClick(firstLink)).status).toBe(200);
  const after = await channelsOf(member);
  expect(after[first]).toEqual({ channels: ['in-app'], enabled: true });
  expect(after[second]).toEqual(before[second]);
  expect((await channelsOf(other))[others]).toEqual(before[others]);
  expect(await digestOf(member)).toBe('daily');

  // The digest's token switches the digest off and leaves every alert as it is.
  expect((await oneClick(await linkFor(member.id, null))).status).toBe(200);
  expect(await digestOf(member)).toBe('off');
  expect((await channelsOf(member))[second]).toEqual(before[second]);

  // A token that pairs one member with another member's alert does nothing.
  await refused(await linkFor(member.id, others));
  expect((await channelsOf(other))[others]).toEqual(before[others]);
});

test('deleting the alert, or the member deleting their account, ends its tokens', async () => {
  const member = await memberOn(api, 'Premium');
  const kept = await newAlert(member, 300_000);
  const doomed = await newAlert(member, 310_000);
  const keptLink = await linkFor(member.id, kept);
  const doomedLink = await linkFor(member.id, doomed);
  expect((await call('DELETE', `/v1/alerts/${doomed}`, member)).status).toBe(200);
  await refused(doomedLink);
  expect(await tokenStored(doomedLink)).toBe(false);
  expect(await tokenStored(keptLink)).toBe(true);

  const user = await createVerifiedUser(api);
  const leaving: Member = { id: user.id, email: user.email, token: await loginToken(api, user.email, user.password) };
  const alert = await newAlert(leaving, 320_000);
  const links = [await linkFor(leaving.id, alert), await linkFor(leaving.id, null)];
  const deleted = await call('POST', '/v1/user/delete-account', leaving, { password: user.password, confirmation: DELETE_ACCOUNT_CONFIRMATION });
  expect(deleted.status).toBe(200);
  for (const link of links) {
    await refused(link);
    expect(await tokenStored(link)).toBe(false);
  }
  const left = await alertDb(api.db.k).selectFrom('alerts').select('id').where('user_id', '=', leaving.id).execute();
  expect(left).toEqual([]);
  // The other member's link still works.
  expect((await oneClick(keptLink)).status).toBe(200);
});

test('links work for 180 days after their mail; the daily clean-up deletes only older tokens, so recent mails keep working', async () => {
  expect(UNSUBSCRIBE_TOKEN_LIFETIME_DAYS).toBe(180);
  const member = await memberOn(api, 'Premium');
  const recent = await newAlert(member, 400_000);
  const old = await newAlert(member, 410_000);
  expect((await call('PUT', '/v1/watchlist', member, { assets: ['btc'] })).status).toBe(200);
  expect((await call('PUT', '/v1/alerts/settings', member, { digest: 'daily' })).status).toBe(200);
  // Today's digest mail, sent by the digest job's code, carries a link made now.
  const admin = await adminToken(api);
  expect((await api.request('POST', '/v1/admin/jobs/digest/run', { token: admin, body: { frequency: 'daily' } })).status).toBe(200);
  const mail = api.outbox().find((m) => m.to === member.email && m.subject.includes('daily digest')) as { headers?: Record<string, string> } | undefined;
  const digestLink = pathOf(/<(.+)>/.exec(mail!.headers!['List-Unsubscribe'])![1]);
  const almostOld = await linkFor(member.id, recent, 179);
  const tooOld = await linkFor(member.id, old, 181);

  // Past its lifetime a link does nothing, even before the clean-up has run.
  await refused(tooOld);
  expect((await channelsOf(member))[old].channels).toEqual(['email', 'in-app']);

  const engine = alertsEngineOf(api);
  const cleanup = alertJobs(engine, () => undefined).find((job) => job.name === TOKEN_CLEANUP_JOB)!;
  expect(cleanup.everyMs).toBe(MS_PER_DAY);
  await cleanup.run({ attempt: 1, slot: null });
  expect(await tokenStored(tooOld)).toBe(false);
  expect(await tokenStored(almostOld)).toBe(true);
  expect(await tokenStored(digestLink)).toBe(true);

  expect((await oneClick(almostOld)).status).toBe(200);
  expect((await channelsOf(member))[recent].channels).toEqual(['in-app']);
  expect((await oneClick(digestLink)).status).toBe(200);
  expect(await digestOf(member)).toBe('off');

  // Two days on, the 179-day link has passed its lifetime too; the digest mail's link has not (it was used, and
  // says so rather than calling itself not valid).
  api.clock.advance(2 * MS_PER_DAY);
  await refused(almostOld);
  const used = await api.request('GET', digestLink);
  expect(used.status).toBe(409);
  expect(used.text).toContain('already used');
  await cleanup.run({ attempt: 1, slot: null });
  expect(await tokenStored(almostOld)).toBe(false);
  expect(await tokenStored(digestLink)).toBe(true);
});
