import { act, screen, within } from '@testing-library/react';
import type { User } from '@sentiscope/shared/contract';
import { tokenSet } from '@sentiscope/shared/store';
import { server } from '@sentiscope/shared/testing';
import { userHandlers } from '../../../test/msw/user-handlers';
import { newStore, renderApp } from '../../../test/render-app';
import { ROUTE_TABLE } from './route-table';

const admin: User = {
  _id: 'admin-1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phoneNumber: null,
  isEmailVerified: true,
  isSuperAdmin: true,
  subscription: { plan: 'pro', planTitle: 'Pro', isActive: true, expiry: null, tenure: null, cancelAtPeriodEnd: false },
  stripe: { subscriptionId: null },
  loginDevices: [],
};

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (userId: string) =>
  `${encode({ alg: 'HS256' })}.${encode({ userId, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

/** The shell's real route tree, signed in as a super admin; each remote page is a stand-in showing its id. */
function renderAt(path: string) {
  const store = newStore();
  store.dispatch(tokenSet(tokenFor(admin._id)));
  const { loads, router } = renderApp(path, { store });
  return { calls: loads, router };
}

const SITE_PATHS: Record<string, [string, 'main' | 'auth' | 'admin']> = {
  '/': ['mfe_marketing/HomePage', 'main'],
  '/about': ['mfe_marketing/AboutPage', 'main'],
  '/guide': ['mfe_marketing/GuidePage', 'main'],
  '/contact': ['mfe_marketing/ContactPage', 'main'],
  '/plans': ['mfe_marketing/PlansPage', 'main'],
  '/success': ['mfe_marketing/SuccessPage', 'main'],
  '/cancel': ['mfe_marketing/CancelPage', 'main'],
  '/pricing': ['mfe_marketing/PlansPage', 'main'],
  '/checkout': ['mfe_marketing/CheckoutPage', 'main'],
  '/track-record': ['mfe_marketing/TrackRecordPage', 'main'],
  '/developers': ['mfe_marketing/DevelopersPage', 'main'],
  '/login': ['mfe_auth/LoginPage', 'auth'],
  '/signup': ['mfe_auth/SignupPage', 'auth'],
  '/forget-password': ['mfe_auth/ForgetPasswordPage', 'auth'],
  '/reset-password': ['mfe_auth/ResetPasswordPage', 'auth'],
  '/verify-otp': ['mfe_auth/VerifyOtpPage', 'auth'],
  '/device-details': ['mfe_auth/DeviceDetailsPage', 'auth'],
  '/dashboard': ['mfe_dashboard/DashboardPage', 'main'],
  '/user-profile': ['mfe_dashboard/UserProfilePage', 'main'],
  '/user-device-details': ['mfe_dashboard/UserDeviceDetailsPage', 'main'],
  '/alerts': ['mfe_dashboard/AlertsPage', 'main'],
  '/markets': ['mfe_dashboard/MarketsPage', 'main'],
  '/admin': ['mfe_admin/AdminHomePage', 'admin'],
  '/admin/pricing': ['mfe_admin/AdminPricingPage', 'admin'],
  '/admin/company': ['mfe_admin/AdminCompanyPage', 'admin'],
  '/admin/announcement': ['mfe_admin/AdminAnnouncementPage', 'admin'],
  // The admin console's own pages beyond its first four (home, pricing, company, announcement).
  '/admin/users': ['mfe_admin/AdminUsersPage', 'admin'],
  '/admin/users/:id': ['mfe_admin/AdminUserPage', 'admin'],
  '/admin/activity': ['mfe_admin/AdminActivityPage', 'admin'],
  '/admin/data': ['mfe_admin/AdminDataPage', 'admin'],
  '/admin/assets': ['mfe_admin/AdminAssetsPage', 'admin'],
};

const AUTH_TITLES: Record<string, string> = {
  '/login': 'Login',
  '/signup': 'Sign Up',
  '/forget-password': 'Forget Password',
  '/reset-password': 'Reset Password',
  '/verify-otp': 'Verify OTP',
  '/device-details': 'Device Details',
};

beforeEach(() => server.use(...userHandlers(admin)));

describe('the route table', () => {

  it('lists every path of the site and nothing else', () => {
    expect(ROUTE_TABLE.map((entry) => entry.path).sort()).toEqual(Object.keys(SITE_PATHS).sort());
  });

  it.each(Object.entries(SITE_PATHS))('serves %s from %s in the right layout', async (path, [id, layout]) => {
    const { calls } = renderAt(path);
    expect(await screen.findByRole('heading', { name: id }, { timeout: 3000 })).toBeInTheDocument();
    expect(calls).toEqual([id]);
    if (layout === 'main') {
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    }
    if (layout === 'auth') {
      expect(screen.getByRole('heading', { level: 1, name: AUTH_TITLES[path] })).toBeInTheDocument();
    }
  });

  it('makes the device details card wider than the other auth cards', async () => {
    renderAt('/device-details');
    const wide = (await screen.findByRole('heading', { name: 'mfe_auth/DeviceDetailsPage' })).closest('section');
    const wideWidth = wide ? getComputedStyle(wide).maxWidth : '';
    document.body.innerHTML = '';
    renderAt('/login');
    const narrow = (await screen.findByRole('heading', { name: 'mfe_auth/LoginPage' })).closest('section');
    expect(wideWidth).toBe('760px');
    expect(narrow ? getComputedStyle(narrow).maxWidth : '').toBe('440px');
  });
});

describe('an unknown path', () => {
  it('shows the 404 page and goes home after 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      const { router } = renderAt('/no/such/page');
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
      expect(within(main).getByText('Redirecting to Home...')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1999);
      });
      expect(router.state.location.pathname).toBe('/no/such/page');
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(router.state.location.pathname).toBe('/');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('scrolling', () => {
  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderAt('/about');
    await screen.findByRole('heading', { name: 'mfe_marketing/AboutPage' });
    const before = scrollTo.mock.calls.length;
    await act(async () => {
      await router.navigate('/contact');
    });
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });
});
