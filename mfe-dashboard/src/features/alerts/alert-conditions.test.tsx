import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ALERT_WATCHLIST_TARGET, CONDITION_MESSAGES } from '@sentiscope/shared/contract';
import { envelope, listenForApiCalls, server, TEST_API } from '@sentiscope/shared/testing';
import { alertHandlers, anAlert, fakeAlerts, type FakeAlerts } from '@/test/alerts-fake';
import { renderMember } from '@/test/render-member';
import { testAsset } from '../dashboard/test-analysis';
import AlertsPage from './alerts-page';

let state: FakeAlerts;
listenForApiCalls({
  handlers: [http.get(`${TEST_API}/stock/list`, () => HttpResponse.json(envelope([testAsset('btc', { name: 'Bitcoin' }), testAsset('eth', { name: 'Ethereum' })])))],
});
beforeEach(() => {
  state = fakeAlerts({ limits: { maxAlerts: 25, maxStored: 170, channels: ['email', 'in-app'] }, planTitle: 'Premium' });
  server.use(...alertHandlers(state));
});

const renderAlerts = () => renderMember(<AlertsPage />, { path: '/alerts' });
const slow = { timeout: 4000 };
const sent = (path: string) => state.received.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

async function openEditor() {
  const rendered = renderAlerts();
  await rendered.user.click(await screen.findByRole('button', { name: 'New alert' }));
  return { ...rendered, editor: screen.getByRole('form', { name: 'New alert' }) };
}

describe('the alert editor with conditions relative to an indicator', () => {
  it("sets the price crossing its 200-day average: each setting is a field, the preview asks for that rule, and Create sends it", async () => {
    const { user, editor } = await openEditor();
    await user.selectOptions(within(editor).getByLabelText('When'), 'price-sma');
    expect(within(editor).queryByLabelText('Price level ($)')).not.toBeInTheDocument();
    expect(within(editor).getByLabelText('Moving average')).toHaveValue('50');
    await user.selectOptions(within(editor).getByLabelText('Moving average'), '200');
    await user.selectOptions(within(editor).getByLabelText('Crosses'), 'below');
    const preview = within(editor).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Would not have fired in the last year', {}, slow)).toBeInTheDocument();
    expect(sent('/alerts/preview').at(-1)).toMatchObject({ assetId: 'btc', kind: 'price-sma', params: { window: 200, direction: 'below' }, level: null });
    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin price crosses below its 200-day average' })).toBeInTheDocument();
    expect(sent('/alerts')[0]).toEqual(expect.objectContaining({ kind: 'price-sma', params: { window: 200, direction: 'below' } }));
  }, 20_000);

  it('says what is wrong with a band before saving, and sends nothing', async () => {
    const { user, editor } = await openEditor();
    await user.selectOptions(within(editor).getByLabelText('When'), 'rsi-band');
    const low = within(editor).getByLabelText('Band low');
    expect(low).toHaveValue(30);
    await user.clear(low);
    await user.type(low, '75');
    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent(CONDITION_MESSAGES.rsiBand);
    expect(sent('/alerts')).toHaveLength(0);
    await user.clear(low);
    await user.type(low, '25');
    await user.selectOptions(within(editor).getByLabelText('The 14-day RSI'), 'enters');
    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin RSI enters 25-70' })).toBeInTheDocument();
  }, 20_000);

  it('sets a mood change and a headline surge with their own settings', async () => {
    const { user, editor } = await openEditor();
    await user.selectOptions(within(editor).getByLabelText('When'), 'mood-change');
    await user.selectOptions(within(editor).getByLabelText('The mood'), 'up');
    await user.clear(within(editor).getByLabelText('By (points)'));
    await user.type(within(editor).getByLabelText('By (points)'), '15');
    await user.clear(within(editor).getByLabelText('In (days)'));
    await user.type(within(editor).getByLabelText('In (days)'), '3');
    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin mood rises 15 points in 3 days' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    const next = screen.getByRole('form', { name: 'New alert' });
    await user.selectOptions(within(next).getByLabelText('When'), 'headline-surge');
    await user.clear(within(next).getByLabelText('Times the mean'));
    await user.type(within(next).getByLabelText('Times the mean'), '4');
    await user.click(within(next).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin headlines of a day exceed 4 times their 30-day mean' })).toBeInTheDocument();
    expect(sent('/alerts')[1]).toMatchObject({ kind: 'headline-surge', params: { factor: 4, period: 'day' } });
    // Counted per hour: the hint says the mean is the hourly one, and the rule says so.
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    const hourly = screen.getByRole('form', { name: 'New alert' });
    await user.selectOptions(within(hourly).getByLabelText('When'), 'headline-surge');
    await user.selectOptions(within(hourly).getByLabelText('Headlines counted per'), 'hour');
    expect(within(hourly).getByText(/the hourly mean of the 30 days before/)).toBeInTheDocument();
    await user.click(within(hourly).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin headlines of an hour exceed 3 times their hourly mean over 30 days' })).toBeInTheDocument();
    expect(sent('/alerts')[2]).toMatchObject({ kind: 'headline-surge', params: { factor: 3, period: 'hour' } });
  }, 30_000);

  it('targets any asset of the watchlist: a price level is not offered for it, and an existing watchlist alert opens with its settings', async () => {
    state.alerts = [anAlert({ id: 'w1', assetId: ALERT_WATCHLIST_TARGET, kind: 'mood-change', level: null, params: { points: 12, window: 5, direction: 'down' } })];
    const { user, editor } = await openEditor();
    // Said once the assets the plan opens have arrived.
    await waitFor(() => expect(within(editor).getByRole('combobox', { name: 'Asset' })).toHaveAccessibleDescription('Alerting on BTC (Bitcoin). Type to choose another.'));
    await user.click(within(editor).getByRole('checkbox', { name: 'Any asset of my watchlist' }));
    expect(within(editor).queryByRole('combobox', { name: 'Asset' })).not.toBeInTheDocument();
    const kinds = within(within(editor).getByLabelText('When')).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(kinds).not.toContain('price-above');
    expect(kinds).toContain('headline-surge');
    expect(within(editor).getByLabelText('When')).toHaveValue('price-sma');
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    const card = screen.getByRole('article', { name: 'Any asset of your watchlist: mood falls 12 points in 5 days' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('form', { name: 'Edit alert' });
    expect(within(edit).getByRole('checkbox', { name: 'Any asset of my watchlist' })).toBeChecked();
    expect(within(edit).getByLabelText('By (points)')).toHaveValue(12);
    expect(within(edit).getByLabelText('In (days)')).toHaveValue(5);
    expect(within(edit).getByLabelText('The mood')).toHaveValue('down');
  }, 20_000);

  it('chooses the asset with the asset picker, and goes back to it when the watchlist is unticked', async () => {
    const { user, editor } = await openEditor();
    await waitFor(() => expect(within(editor).getByRole('combobox', { name: 'Asset' })).toHaveAccessibleDescription(/Alerting on BTC/));
    await user.type(within(editor).getByRole('combobox', { name: 'Asset' }), 'ether');
    // The row says what choosing it does here: the alert's asset is chosen, nothing opens.
    expect(await within(editor).findByRole('option', { name: /^ETH.*Choose$/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(editor).getByRole('combobox', { name: 'Asset' })).toHaveAccessibleDescription('Alerting on ETH (Ethereum). Type to choose another.');
    const watchlist = within(editor).getByRole('checkbox', { name: 'Any asset of my watchlist' });
    await user.click(watchlist);
    await user.click(watchlist);
    expect(within(editor).getByRole('combobox', { name: 'Asset' })).toHaveAccessibleDescription('Alerting on ETH (Ethereum). Type to choose another.');
    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('article', { name: /^Ethereum/ })).toBeInTheDocument();
    expect(sent('/alerts')[0]).toMatchObject({ assetId: 'eth' });
  }, 20_000);
});
