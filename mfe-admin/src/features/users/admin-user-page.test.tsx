import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminUserDetail } from '@sentiscope/shared/contract';
import { renderAdmin } from '@/test/render-admin';
import AdminUserPage from './admin-user-page';
import { envelope, server, TEST_API as API } from '@sentiscope/shared/testing';

const detail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  _id: 'u7',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  isEmailVerified: false,
  isSuperAdmin: false,
  planTitle: 'Pro',
  isActive: true,
  expiry: '2027-11-01T00:00:00.000Z',
  signedUpAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: '2026-11-20T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  devices: [{ _id: 'd1', name: 'Mac', userAgent: 'Safari', ip: '198.51.100.4', lastLogin: '2026-11-20T10:00:00.000Z' }],
  payments: [{ _id: 'c1', planTitle: 'Pro', tenure: 'YEARLY', amount: 286.99, status: 'complete', createdAt: '2026-11-01T10:05:00.000Z' }],
  ...overrides,
});

function userApi() {
  const calls: string[] = [];
  let current = detail();
  server.use(
    http.get(`${API}/admin/users/u7`, () => HttpResponse.json(envelope(current))),
    http.post(`${API}/admin/users/u7/revoke-sessions`, () => {
      calls.push('revoke');
      current = detail({ devices: [] });
      return HttpResponse.json(envelope({ revoked: 1 }, 'All sessions of this user were signed out'));
    }),
    http.post(`${API}/admin/users/u7/resend-verification`, () => {
      calls.push('resend');
      return HttpResponse.json(envelope({ email: 'grace@example.com' }, 'Verification e-mail sent'));
    }),
  );
  return calls;
}

describe("a user's admin page", () => {
  it('shows the account, devices and payments', async () => {
    userApi();
    renderAdmin(<AdminUserPage />, { path: '/admin/users/:id', at: '/admin/users/u7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '198.51.100.4' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$286.99' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Yearly' })).toBeInTheDocument();
  });

  it('revokes all sessions after confirming, and the device list empties', async () => {
    const calls = userApi();
    const { user } = renderAdmin(<AdminUserPage />, { path: '/admin/users/:id', at: '/admin/users/u7' });
    await user.click(await screen.findByRole('button', { name: 'Revoke all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke all sessions?' });
    expect(dialog).toHaveTextContent('grace@example.com is signed out on every device (1 now).');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke sessions' }));
    expect(await screen.findByText('All sessions of this user were signed out')).toBeInTheDocument();
    expect(await screen.findByText('Not signed in on any device.')).toBeInTheDocument();
    expect(calls).toEqual(['revoke']);
  });

  it('resends the verification e-mail to an unverified user', async () => {
    const calls = userApi();
    const { user } = renderAdmin(<AdminUserPage />, { path: '/admin/users/:id', at: '/admin/users/u7' });
    await user.click(await screen.findByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText('Verification e-mail sent')).toBeInTheDocument();
    expect(calls).toEqual(['resend']);
  });
});
