import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ALERT_MESSAGES, alertDashboardPath, type AlertFiring } from '@sentiscope/shared/contract';
import { envelope, failure, listenForApiCalls, server, TEST_API } from '@sentiscope/shared/testing';
import { alertHandlers, anAlert, fakeAlerts, type FakeAlerts } from '@/test/alerts-fake';
import { channelHandlers, fakeChannels } from '@/test/channels-fake';
import { renderMember } from '@/test/render-member';
import { testAsset } from '../dashboard/test-analysis';
import AlertsPage from './alerts-page';

let state: FakeAlerts;
listenForApiCalls({
  handlers: [
    http.get(`${TEST_API}/stock/list`, () =>
      HttpResponse.json(envelope([testAsset('btc', { name: 'Bitcoin' }), testAsset('eth', { name: 'Ethereum' }), testAsset('sol', { locked: true })])),
    ),
  ],
});
beforeEach(() => {
  state = fakeAlerts();
  server.use(...alertHandlers(state), ...channelHandlers(fakeChannels()));
});

const renderAlerts = () => renderMember(<AlertsPage />, { path: '/alerts' });
const slow = { timeout: 4000 };
const posted = () => state.received.filter((call) => call.method === 'POST' && call.path === '/alerts');

describe('the alerts page', () => {
  it("shows the plan's limits and each alert, a paused one saying why", async () => {
    state.alerts = [
      anAlert({ id: 'a2', kind: 'price-below', level: 60000, paused: { reason: 'plan-limit', message: ALERT_MESSAGES.pausedPlanLimit(1, 'Free') } }),
      anAlert({ id: 'a1', channels: ['email', 'in-app'], firingCount: 2, lastFiredAt: '2026-11-20T06:00:00.000Z' }),
    ];
    state.limits = { maxAlerts: 1, maxStored: 20, channels: ['email', 'in-app'] };
    renderAlerts();
    const limits = await screen.findByRole('region', { name: "Your plan's alert limits" });
    expect(limits).toHaveTextContent('1 of 1 active alert on your Free plan, delivered by e-mail and in-app. 2 of 20 alerts kept, switched on or off.');
    const paused = screen.getByRole('article', { name: 'Bitcoin price falls below $60,000' });
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    expect(within(paused).getByText(ALERT_MESSAGES.pausedPlanLimit(1, 'Free'))).toBeInTheDocument();
    const active = screen.getByRole('article', { name: 'Bitcoin price rises above $70,000' });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Fired 2 times, last on 20 Nov 2026')).toBeInTheDocument();
    expect(within(active).getByText('By e-mail and in-app')).toBeInTheDocument();
  });

  it('previews a price alert on the stored year as the level is typed, then creates it', async () => {
    state.closes = [
      { date: '2026-03-01', close: 100 },
      { date: '2026-03-02', close: 105 },
      { date: '2026-03-03', close: 101 },
      { date: '2026-03-04', close: 103 },
      { date: '2026-03-05', close: 99 },
    ];
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('form', { name: 'New alert' });
    // The button that opened it is gone: focus is on the editor's heading, not lost to the page.
    expect(within(editor).getByRole('heading', { name: 'New alert' })).toHaveFocus();
    expect(within(editor).getByText('Complete the rule to see how often it would have fired.')).toBeInTheDocument();
    await user.type(within(editor).getByLabelText('Price level ($)'), '102');
    const preview = within(editor).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Would have fired 2 times in the last year', {}, slow)).toBeInTheDocument();
    expect(within(preview).getByText('2 Mar 2026')).toBeInTheDocument();
    expect(within(preview).getByText('4 Mar 2026')).toBeInTheDocument();
    await user.clear(within(editor).getByLabelText('Price level ($)'));
    await user.type(within(editor).getByLabelText('Price level ($)'), '104.5');
    expect(await within(preview).findByText('Would have fired 1 time in the last year', {}, slow)).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin price rises above $104.50' })).toBeInTheDocument();
    expect(posted()[0].body).toMatchObject({ assetId: 'btc', kind: 'price-above', level: 104.5, channels: ['email'] });
    expect(screen.queryByRole('form', { name: 'New alert' })).not.toBeInTheDocument();
  }, 20_000);

  it('tells a Free member at the limit before saving, and sends nothing', async () => {
    state.alerts = ['a1', 'a2', 'a3'].map((id, i) => anAlert({ id, level: 70000 + i * 1000 }));
    const { user } = renderAlerts();
    const limits = await screen.findByRole('region', { name: "Your plan's alert limits" });
    expect(limits).toHaveTextContent(ALERT_MESSAGES.limitReached(3, 'Free'));
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('form', { name: 'New alert' });
    expect(within(editor).getByRole('alert')).toHaveTextContent(ALERT_MESSAGES.limitReached(3, 'Free'));
    expect(within(editor).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/plans');
    await user.type(within(editor).getByLabelText('Price level ($)'), '80000');
    expect(within(editor).getByRole('button', { name: 'Create alert' })).toBeDisabled();
    // Switching the new alert off leaves room: it would not count against the limit.
    await user.click(within(editor).getByRole('switch', { name: 'Switched on' }));
    expect(within(editor).getByRole('button', { name: 'Create alert' })).toBeEnabled();
    expect(posted()).toHaveLength(0);
  });

  it('lets a member over the limit after a downgrade edit an alert that is on, and save it', async () => {
    state.limits = { maxAlerts: 1, maxStored: 20, channels: ['email', 'in-app'] };
    state.alerts = [
      anAlert({ id: 'a2', level: 80000, paused: { reason: 'plan-limit', message: ALERT_MESSAGES.pausedPlanLimit(1, 'Free') } }),
      anAlert({ id: 'a1' }),
    ];
    const { user } = renderAlerts();
    await user.click(within(await screen.findByRole('article', { name: 'Bitcoin price rises above $70,000' })).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('form', { name: 'Edit alert' });
    const level = within(editor).getByLabelText('Price level ($)');
    await user.clear(level);
    await user.type(level, '72000');
    expect(within(editor).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin price rises above $72,000' })).toBeInTheDocument();
  });

  it('says before saving that the plan keeps no more alerts, switched on or off, and still saves an existing one', async () => {
    state.limits = { maxAlerts: 1, maxStored: 2, channels: ['email', 'in-app'] };
    state.alerts = [anAlert({ id: 'a2', level: 80000, enabled: false, paused: { reason: 'member', message: ALERT_MESSAGES.pausedByMember } }), anAlert({ id: 'a1' })];
    const { user } = renderAlerts();
    const limits = await screen.findByRole('region', { name: "Your plan's alert limits" });
    expect(limits).toHaveTextContent(ALERT_MESSAGES.storedLimitReached(2, 'Free'));
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('form', { name: 'New alert' });
    await user.type(within(editor).getByLabelText('Price level ($)'), '90000');
    await user.click(within(editor).getByRole('switch', { name: 'Switched on' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent(ALERT_MESSAGES.storedLimitReached(2, 'Free'));
    expect(within(editor).getByRole('button', { name: 'Create alert' })).toBeDisabled();
    expect(posted()).toHaveLength(0);
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('article', { name: 'Bitcoin price rises above $80,000' })).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('form', { name: 'Edit alert' });
    const level = within(edit).getByLabelText('Price level ($)');
    await user.clear(level);
    await user.type(level, '85000');
    await user.click(within(edit).getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin price rises above $85,000' })).toBeInTheDocument();
  });

  it("shows the server's own words when it refuses a save for too many changes", async () => {
    server.use(http.post(`${TEST_API}/alerts`, () => HttpResponse.json(failure(ALERT_MESSAGES.tooManyChanges), { status: 429 })));
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('form', { name: 'New alert' });
    await user.type(within(editor).getByLabelText('Price level ($)'), '50');
    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    expect(await within(editor).findByText(ALERT_MESSAGES.tooManyChanges)).toBeInTheDocument();
  });

  it("says a channel is not in the plan as soon as it is chosen", async () => {
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('form', { name: 'New alert' });
    await user.click(within(editor).getByLabelText('Webhook (not in your Free plan)'));
    expect(within(editor).getByRole('alert')).toHaveTextContent(ALERT_MESSAGES.channelNotInPlan('webhook', 'Free'));
    expect(within(editor).getByRole('button', { name: 'Create alert' })).toBeDisabled();
  });

  it("shows the server's refusal when saving fails, keeping what was typed", async () => {
    server.use(http.post(`${TEST_API}/alerts`, () => HttpResponse.json(failure('This asset is not in your plan. Upgrade your plan to set alerts on it.'), { status: 403 })));
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('form', { name: 'New alert' });
    await user.type(within(editor).getByLabelText('Price level ($)'), '50');
    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    expect(await within(editor).findByText('This asset is not in your plan. Upgrade your plan to set alerts on it.')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Price level ($)')).toHaveValue(50);
  });

  it('lists every firing with its numbers and a link to the dashboard on that day, a page at a time', async () => {
    const firing = (id: string, date: string, close: number, at: string | null = null): AlertFiring => ({
      id, alertId: 'a1', assetId: 'btc', kind: 'price-above', date, at, firedAt: `${date}T06:00:00.000Z`, rule: 'Bitcoin price rises above $70,000',
      crossing: { measure: 'close', from: 69000, to: close, threshold: 70000 },
      message: `Bitcoin closed at $${close} on ${date}, above $70,000 (previous close $69,000).`,
      dashboardPath: alertDashboardPath('btc', date), channels: ['email', 'in-app'],
    });
    state.alerts = [anAlert({ id: 'a1' })];
    state.firings = [firing('f4', '2026-11-27', 71800, '2026-11-27T14:32:00.000Z'), firing('f3', '2026-11-20', 71500), firing('f2', '2026-10-02', 70100), firing('f1', '2026-06-11', 70300)];
    const { user } = renderAlerts();
    const history = await screen.findByRole('region', { name: 'Recent firings' });
    expect(await within(history).findByText('Bitcoin closed at $71500 on 2026-11-20, above $70,000 (previous close $69,000).')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Open the dashboard on 20 Nov 2026' })).toHaveAttribute('href', alertDashboardPath('btc', '2026-11-20'));
    // A firing on a tick says the hour and minute (UTC) it crossed; one on a closed day, the day alone.
    expect(within(history).getByText('27 Nov 2026, 14:32 UTC')).toHaveAttribute('datetime', '2026-11-27T14:32:00.000Z');
    expect(within(history).getByText('20 Nov 2026')).toHaveAttribute('datetime', '2026-11-20');
    await user.click(within(history).getByRole('button', { name: 'Older' }));
    expect(await within(history).findByRole('link', { name: 'Open the dashboard on 11 Jun 2026' })).toBeInTheDocument();
    expect(within(history).queryByText(/71500/)).not.toBeInTheDocument();
  });

  it('switches an alert off, and refuses to switch one on past the limit before sending', async () => {
    state.limits = { maxAlerts: 1, maxStored: 20, channels: ['email', 'in-app'] };
    state.alerts = [anAlert({ id: 'a1' }), anAlert({ id: 'a2', level: 80000, enabled: false, paused: { reason: 'member', message: ALERT_MESSAGES.pausedByMember } })];
    const { user } = renderAlerts();
    const off = await screen.findByRole('article', { name: 'Bitcoin price rises above $80,000' });
    await user.click(within(off).getByRole('button', { name: 'Switch on' }));
    expect(within(off).getByRole('alert')).toHaveTextContent(ALERT_MESSAGES.limitReached(1, 'Free'));
    expect(state.received.filter((call) => call.method === 'PUT')).toHaveLength(0);
    const on = screen.getByRole('article', { name: 'Bitcoin price rises above $70,000' });
    await user.click(within(on).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(within(on).getByText('Off')).toBeInTheDocument());
    expect(state.received.find((call) => call.method === 'PUT')?.body).toMatchObject({ enabled: false, level: 70000 });
  });
  it('offers a channel still to connect as such: held back until it is connected in the profile', async () => {
    state.limits = { ...state.limits, channels: ['email', 'in-app', 'telegram'] };
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('form', { name: 'New alert' });
    const telegram = await within(editor).findByRole('checkbox', { name: 'Telegram (connect it in your profile first)' });
    expect(telegram).toBeDisabled();
    expect(within(editor).getByRole('checkbox', { name: 'E-mail' })).toBeEnabled();
    expect(within(editor).getByRole('checkbox', { name: 'Webhook (not in your Free plan)' })).not.toBeChecked();
  });

  it('says a channel this server does not offer is not offered here', async () => {
    state.limits = { ...state.limits, channels: ['email', 'in-app', 'telegram'] };
    server.use(...channelHandlers(fakeChannels({ telegram: { available: false } })));
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('form', { name: 'New alert' });
    expect(await within(editor).findByRole('checkbox', { name: 'Telegram (not offered here)' })).toBeDisabled();
  });
});
