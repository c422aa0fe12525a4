import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { User } from '@sentiscope/shared/contract';
import { aMember, listenForApiCalls } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { channelHandlers, fakeChannels } from '@/test/channels-fake';
import { fakeSettings, settingsHandlers } from '@/test/settings-fake';
import UserProfilePage from './user-profile-page';

const EXPIRY = '2026-12-12T10:00:00.000Z';
let user: User;
let cancelStatus = 200;
const proUser = (): User =>
  aMember({ _id: 'u1', subscription: { plan: 'p2', planTitle: 'Pro', expiry: EXPIRY, tenure: 'MONTHLY' }, stripe: { subscriptionId: 'sub_local_1' } });

listenForApiCalls({
  handlers: [
    // The alert settings section reads the member's delivery settings.
    ...settingsHandlers(fakeSettings()),
    ...channelHandlers(fakeChannels()),
    http.get('http://api.test/v1/user/devices', () => HttpResponse.json({ success: true, message: 'ok', data: { devices: [] } })),
    // The security section at the foot of the page reads the account's security overview.
    http.get('http://api.test/v1/user/security', () =>
      HttpResponse.json({ success: true, message: 'ok', data: { twoFactorEnabled: false, twoFactorRequired: false, recoveryCodesLeft: 0, events: [] } }),
    ),
    // The Developer section reads the member's API keys (before /user/:id, which would take the path too).
    http.get('http://api.test/v1/user/api-keys', () =>
      HttpResponse.json({ success: true, message: 'ok', data: { keys: [], quota: { daily: 100, usedToday: 0, planTitle: 'Free' } } }),
    ),
    http.get('http://api.test/v1/user/:id', () => HttpResponse.json({ success: true, message: 'ok', data: user })),
    http.get('http://api.test/v1/subscription/payments', () =>
      HttpResponse.json({ success: true, message: 'ok', data: { payments: [{ _id: 'c1', date: '2026-11-12T10:00:00.000Z', planTitle: 'Pro', tenure: 'MONTHLY', amount: 19.99 }] } }),
    ),
    http.post('http://api.test/v1/payment/cancel-subscription', () => {
      if (cancelStatus !== 200) return HttpResponse.json({ success: false, message: 'failed to cancel subscription. Please try again.' }, { status: cancelStatus });
      user = { ...user, subscription: { ...user.subscription, cancelAtPeriodEnd: true } };
      return HttpResponse.json({ success: true, message: 'ok', data: { subscription: user.subscription } });
    }),
    http.post('http://api.test/v1/subscription/resume', () => {
      user = { ...user, subscription: { ...user.subscription, cancelAtPeriodEnd: false } };
      return HttpResponse.json({ success: true, message: 'ok', data: { subscription: user.subscription } });
    }),
  ],
});
beforeEach(() => {
  user = proUser();
  cancelStatus = 200;
});

const renderProfile = () => renderMember(<UserProfilePage />, { path: '/user-profile' });

describe('the profile page', () => {
  it('shows the account, the subscription with its local expiry date and the payments', async () => {
    renderProfile();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(account).getByText('Yes')).toBeInTheDocument();
    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByText('Pro')).toBeInTheDocument();
    expect(within(subscription).getByText(new Date(EXPIRY).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }))).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payment history' });
    expect(await within(payments).findByText('$19.99')).toBeInTheDocument();
    expect(within(payments).getByText('Monthly')).toBeInTheDocument();
  });

  it('cancels after confirmation, says when Pro ends, then resumes', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'No, Keep Subscription' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Pro ends on 12 Dec 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    expect(screen.queryByText(/Pro ends on/)).not.toBeInTheDocument();
  });

  it("shows the server's message when cancelling fails and keeps the subscription", async () => {
    cancelStatus = 502;
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('failed to cancel subscription. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Pro ends on/)).not.toBeInTheDocument();
  });

  it('disables Cancel Subscription on the free plan', async () => {
    user = { ...proUser(), subscription: { plan: 'p1', planTitle: 'Free', isActive: true, expiry: null, tenure: null, cancelAtPeriodEnd: false }, stripe: { subscriptionId: null } };
    renderProfile();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled());
    expect(screen.getByText('Never')).toBeInTheDocument();
  });
});
