import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ROUTES, SECURITY_MESSAGES } from '@sentiscope/shared/contract';
import { renderAdmin } from '@/test/render-admin';
import { companyInfo } from '@/test/fixtures';
import AdminHomePage from '@/features/admin-home/admin-home-page';
import { envelope, server, TEST_API as API } from '@sentiscope/shared/testing';

const refusal = (message: string, action: string) =>
  HttpResponse.json({ success: false, message, error: message, data: { action } }, { status: 403 });

describe('a refused admin area says what to do', () => {
  beforeEach(() => server.use(http.get(`${API}/contact/company-info`, () => HttpResponse.json(envelope(companyInfo())))));

  it('links an admin without two-factor sign-in to Profile → Security, not to Retry', async () => {
    server.use(http.get(`${API}/admin/stats`, () => refusal(SECURITY_MESSAGES.twoFactorRequiredForAdmins, 'enable-two-factor')));
    renderAdmin(<AdminHomePage />, { path: '/admin' });
    expect(await screen.findByText(SECURITY_MESSAGES.twoFactorRequiredForAdmins)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Profile → Security' })).toHaveAttribute('href', ROUTES.userProfile);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('signs a password-only session out and opens the login page to sign in again with the code', async () => {
    let loggedOut = false;
    server.use(
      http.get(`${API}/admin/stats`, () => refusal(SECURITY_MESSAGES.adminNeedsSecondFactorSession, 'sign-in-again')),
      http.post(`${API}/user/logout`, () => {
        loggedOut = true;
        return HttpResponse.json(envelope({ canGetRating: false, devices: [] }));
      }),
    );
    const { user } = renderAdmin(<AdminHomePage />, { path: '/admin' });
    expect(await screen.findByText(SECURITY_MESSAGES.adminNeedsSecondFactorSession)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again with your code' }));
    expect(await screen.findByText(/^\/login$/)).toBeInTheDocument();
    expect(loggedOut).toBe(true);
  });
});
