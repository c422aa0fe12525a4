import { screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from '@/test/render-admin';
import { planHandlers } from '@/test/plan-handlers';
import AdminPricingPage from './admin-pricing-page';
import { server } from '@sentiscope/shared/testing';
import { ALERT_MESSAGES, API_KEY_MESSAGES } from '@sentiscope/shared/contract';

// Each journey types into several fields; on a busy machine that takes more than the default 5 s.
jest.setTimeout(20_000);

function setup(at = '/admin/pricing', options: { subscribed?: string[] } = {}) {
  const api = planHandlers(options);
  server.use(...api.handlers);
  return { ...renderAdmin(<AdminPricingPage />, { path: '/admin/pricing', at }), api };
}

describe('admin pricing', () => {
  it('lists the plans as pricing cards with the billing switch, and Edit and New go to their views', async () => {
    const { user, location } = setup();
    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Billing cycle' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(location()).toBe('/admin/pricing?type=edit');
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(location()).toBe('/admin/pricing?type=new');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/admin/pricing');
  });

  it('loads the chosen plan into the form, recomputes the prices as monthly changes, and saves it', async () => {
    const { user, api, location } = setup('/admin/pricing?type=edit');
    await user.selectOptions(await screen.findByLabelText('Plan to edit'), 'Pro');
    const monthly = await screen.findByLabelText('Monthly price ($)');
    expect(monthly).toHaveValue(29);
    expect(screen.getByLabelText('Six-month price')).toHaveValue('$155.99');
    await user.clear(monthly);
    await user.type(monthly, '10');
    expect(screen.getByLabelText('Six-month price')).toHaveValue('$53.99');
    expect(screen.getByLabelText('Yearly price')).toHaveValue('$95.99');
    expect(screen.getByLabelText('Six-month price')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Plan updated successfully!')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'PUT', id: 'pro', body: expect.objectContaining({ title: 'Pro', monthlyPrice: 10, sixMonthPrice: 53.99, yearlyPrice: 95.99 }) }]);
    await waitFor(() => expect(location()).toBe('/admin/pricing'));
  });

  it("edits the plan's alert limits with it, and the card shows them", async () => {
    const { user, api } = setup('/admin/pricing?type=edit&id=pro');
    const max = await screen.findByLabelText('Active alerts allowed');
    expect(max).toHaveValue(200);
    expect(screen.getByRole('checkbox', { name: 'Webhook' })).toBeChecked();
    await user.clear(max);
    await user.type(max, '1.5');
    expect(screen.getByText('The number of alerts must be a whole number from 0 to 10000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Plan' })).toBeDisabled();
    await user.clear(max);
    await user.type(max, '40');
    const kept = screen.getByLabelText('Alerts kept in all');
    expect(kept).toHaveValue(1340);
    await user.clear(kept);
    await user.type(kept, '30');
    expect(screen.getByText(ALERT_MESSAGES.planStoredInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Plan' })).toBeDisabled();
    await user.clear(kept);
    await user.type(kept, '300');
    await user.click(screen.getByRole('checkbox', { name: 'Webhook' }));
    await user.click(screen.getByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Plan updated successfully!')).toBeInTheDocument();
    expect(api.calls[0].body?.alertLimits).toEqual({ maxAlerts: 40, maxStored: 300, channels: ['email', 'in-app'] });
    const card = await screen.findByRole('article', { name: 'Pro' });
    expect(within(card).getByText('40 active alerts by e-mail and in-app')).toBeInTheDocument();
  });

  it("edits the plan's daily API quota, and the card says it", async () => {
    const { user, api } = setup('/admin/pricing?type=edit&id=pro');
    const quota = await screen.findByLabelText('API requests per day');
    expect(quota).toHaveValue(50000);
    await user.clear(quota);
    await user.type(quota, '-5');
    expect(screen.getByText(API_KEY_MESSAGES.planQuotaInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Plan' })).toBeDisabled();
    await user.clear(quota);
    await user.type(quota, '20000');
    await user.click(screen.getByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Plan updated successfully!')).toBeInTheDocument();
    expect(api.calls[0].body?.apiDailyQuota).toBe(20000);
    const card = await screen.findByRole('article', { name: 'Pro' });
    expect(within(card).getByText('20,000 API requests a day')).toBeInTheDocument();
  });

  it('keeps Update disabled and says why while a rule is broken', async () => {
    const { user, api } = setup('/admin/pricing?type=edit&id=pro');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Plan' })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });

  it('creates a new plan with empty feature lines dropped, and the list shows it', async () => {
    const { user, api, location } = setup('/admin/pricing?type=new');
    await user.type(await screen.findByLabelText('Title'), 'Team');
    await user.type(screen.getByLabelText('Monthly price ($)'), '30');
    await user.type(screen.getByLabelText('Priority'), '4.8');
    await user.type(screen.getByLabelText('Features'), 'Shared seats{Enter}{Enter}Priority support');
    await user.click(await screen.findByLabelText('Ethereum (ETH)'));
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    expect(api.calls[0].body).toMatchObject({ title: 'Team', monthlyPrice: 30, priority: 4, features: ['Shared seats', 'Priority support'], cryptos: ['eth'] });
    await waitFor(() => expect(location()).toBe('/admin/pricing'));
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
  });

  it('opens whole classes beside the assets chosen one by one: a class ticked takes its assets off the list', async () => {
    const { user, api } = setup('/admin/pricing?type=new');
    await user.type(await screen.findByLabelText('Title'), 'Stocks desk');
    await user.type(screen.getByLabelText('Monthly price ($)'), '20');
    const oneByOne = () => screen.getByRole('group', { name: /^Assets one by one/ });
    await user.click(await screen.findByLabelText('Apple (AAPL)'));
    expect(oneByOne()).toHaveAccessibleName('Assets one by one (1 chosen)');
    await user.click(screen.getByRole('checkbox', { name: 'All US stocks and ETFs' }));
    expect(within(oneByOne()).queryByLabelText('Apple (AAPL)')).not.toBeInTheDocument();
    expect(within(oneByOne()).queryByLabelText('SPDR S&P 500 ETF (SPY)')).not.toBeInTheDocument();
    await user.click(within(oneByOne()).getByLabelText('Bitcoin (BTC)'));
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    // Apple's tick stays on the plan: it is still open should the class be unticked later.
    expect(api.calls[0].body).toMatchObject({ title: 'Stocks desk', opensAll: ['stocks'], cryptos: ['aapl', 'btc'] });
  });

  it('shows the classes a plan opens, and unticking every class brings its assets back to choose', async () => {
    const { user, api } = setup('/admin/pricing?type=edit&id=pro');
    await user.click(await screen.findByRole('checkbox', { name: 'Every listed coin' }));
    await user.click(screen.getByRole('checkbox', { name: 'All US stocks and ETFs' }));
    expect(await screen.findByText('Every listed asset is open through its class.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Every listed coin' }));
    expect(screen.getByLabelText('Bitcoin (BTC)')).toBeChecked();
    expect(screen.getByLabelText('Ethereum (ETH)')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Plan updated successfully!')).toBeInTheDocument();
    expect(api.calls[0].body).toMatchObject({ opensAll: ['stocks'], cryptos: ['btc'] });
  });

  it('deletes a plan after the confirmation dialog', async () => {
    const { user, api } = setup('/admin/pricing?type=edit&id=pro');
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Pro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText('Plan deleted successfully!')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'DELETE', id: 'pro' }]);
    expect(api.plans().map((p) => p._id)).toEqual(['free']);
  });

  it("shows the server's refusal while users are subscribed, and the plan stays", async () => {
    const { user, api } = setup('/admin/pricing?type=edit&id=pro', { subscribed: ['pro'] });
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText('This plan has subscribers and cannot be deleted')).toBeInTheDocument();
    expect(api.plans().map((p) => p._id)).toEqual(['free', 'pro']);
  });

  it('Cancel in the dialog deletes nothing', async () => {
    const { user, api } = setup('/admin/pricing?type=edit&id=pro');
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
