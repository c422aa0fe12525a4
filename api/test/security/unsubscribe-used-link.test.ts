// Finding 6 of the third attack run: an unsubscribe link worked again after the member changed their mind, so a
// forwarded mail kept switching their e-mails off for 180 days. A used link, and the member's older links of the
// same kind, now change nothing and say so, on the page and to a mail client's one-click POST.
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import { unsubscribeLink } from '../../src/alerts/service/alert-mail';
import { startApi, type TestApi } from '../helpers';
import { memberOn, type Member } from '../alerts/support';

let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await startApi();
  member = await memberOn(api, 'Premium');
}, 120_000);
afterAll(() => api.close());

const call = (method: string, path: string, body?: unknown) => api.request(method, path, { token: member.token, body });
const oneClick = (path: string) => api.request('POST', path, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
/** A link as a mail sent now carries it. */
const linkFor = async (alertId: string | null) => {
  const link = await unsubscribeLink(api.db.k, api.url, member.id, alertId, api.clock.now());
  return link.slice(link.indexOf('/v1/'));
};
const today = () => new Date(api.clock.now()).toISOString().slice(0, 10);

async function changesNothing(path: string, read: () => Promise<unknown>) {
  const before = await read();
  const page = await api.request('GET', path);
  expect(page.status).toBe(409);
  expect(page.text).toContain(DELIVERY_MESSAGES.unsubscribeUsed(today()).replace(/'/g, '&#39;'));
  expect(page.text).not.toContain('<form');
  const pressed = await oneClick(path);
  expect(pressed.status).toBe(409);
  expect(pressed.text).not.toContain(DELIVERY_MESSAGES.unsubscribed);
  expect(await read()).toEqual(before);
}

test("an alert's used link, and the older mails' links of that alert, do not undo the member's later choice", async () => {
  const created = await call('POST', '/v1/alerts', { assetId: 'btc', kind: 'price-above', level: 250_000, channels: ['email', 'in-app'] });
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  const olderMail = await linkFor(id);
  api.clock.advance(60_000);
  const forwarded = await linkFor(id);
  expect((await oneClick(forwarded)).status).toBe(200);
  const channels = async () => (await call('GET', '/v1/alerts')).body.data.alerts.find((a: { id: string }) => a.id === id).channels;
  expect(await channels()).toEqual(['in-app']);

  // The member changes their mind and asks for the e-mails again.
  expect((await call('PUT', `/v1/alerts/${id}`, { assetId: 'btc', kind: 'price-above', level: 250_000, channels: ['email', 'in-app'] })).status).toBe(200);
  await changesNothing(forwarded, channels);
  await changesNothing(olderMail, channels);
  expect(await channels()).toEqual(['email', 'in-app']);
  // A link from a mail sent after the change works, once.
  const newer = await linkFor(id);
  expect((await oneClick(newer)).status).toBe(200);
  expect(await channels()).toEqual(['in-app']);
});

test("the digest's used link does not switch the digest off again", async () => {
  expect((await call('PUT', '/v1/alerts/settings', { digest: 'weekly' })).status).toBe(200);
  const forwarded = await linkFor(null);
  expect((await oneClick(forwarded)).status).toBe(200);
  const digest = async () => (await call('GET', '/v1/alerts/settings')).body.data.digest;
  expect(await digest()).toBe('off');
  expect((await call('PUT', '/v1/alerts/settings', { digest: 'daily' })).status).toBe(200);
  await changesNothing(forwarded, digest);
  expect(await digest()).toBe('daily');
});

test('two presses of one link at the same moment change it once', async () => {
  expect((await call('PUT', '/v1/alerts/settings', { digest: 'daily' })).status).toBe(200);
  const link = await linkFor(null);
  const answers = await Promise.all([oneClick(link), oneClick(link)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
});
