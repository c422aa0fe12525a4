import { openPage } from '../support/browser';
import { withSite } from '../support/with-site';
import { adminToken } from '../support/site';

const env = withSite();
let token: string;
beforeAll(async () => {
  token = await adminToken(env.site);
});

type Dir = 'mfe-marketing' | 'mfe-auth' | 'mfe-dashboard' | 'mfe-admin';
const ROUTES: [string, Dir, string, RegExp][] = [
  ['/', 'mfe-marketing', 'HomePage', /AI-generated crypto and stock sentiment/],
  ['/about', 'mfe-marketing', 'AboutPage', /About SentiScope/],
  ['/guide', 'mfe-marketing', 'GuidePage', /Guide/],
  ['/contact', 'mfe-marketing', 'ContactPage', /Contact/],
  ['/plans', 'mfe-marketing', 'PlansPage', /Pricing Plans/],
  ['/success', 'mfe-marketing', 'SuccessPage', /Subscription Active!/],
  ['/cancel', 'mfe-marketing', 'CancelPage', /Subscription Cancelled/],
  ['/login', 'mfe-auth', 'LoginPage', /Login/],
  ['/signup', 'mfe-auth', 'SignupPage', /Sign Up/],
  ['/forget-password', 'mfe-auth', 'ForgetPasswordPage', /Forget Password/],
  ['/reset-password', 'mfe-auth', 'ResetPasswordPage', /Reset Password/],
  ['/verify-otp', 'mfe-auth', 'VerifyOtpPage', /Verify OTP/],
  ['/device-details', 'mfe-auth', 'DeviceDetailsPage', /Device Details/],
  ['/dashboard', 'mfe-dashboard', 'DashboardPage', /Dashboard/],
  ['/user-profile', 'mfe-dashboard', 'UserProfilePage', /Profile/],
  ['/user-device-details', 'mfe-dashboard', 'UserDeviceDetailsPage', /devices/i],
  ['/alerts', 'mfe-dashboard', 'AlertsPage', /Alerts/],
  ['/admin', 'mfe-admin', 'AdminHomePage', /Admin Dashboard/],
  ['/admin/pricing', 'mfe-admin', 'AdminPricingPage', /Pricing/],
  ['/admin/company', 'mfe-admin', 'AdminCompanyPage', /Company Info/],
  ['/admin/announcement', 'mfe-admin', 'AdminAnnouncementPage', /Announcement/],
];

describe('the assembled site', () => {
  it.each(ROUTES)('renders %s from %s (%s)', async (pathname, dir, expose, text) => {
    const { page, context, scripts, errors } = await openPage(env.browser, { token });
    try {
      await page.goto(env.site.url(pathname));
      const remoteOrigin = `http://127.0.0.1:${env.site.portOf(dir)}/`;
      await page.waitForFunction(
        (prefix) => performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(prefix) && entry.name.includes('__federation_expose_')),
        `${remoteOrigin}__federation_expose_${expose}`,
      );
      await page.getByText(text).filter({ visible: true }).first().waitFor();
      expect(scripts.some((url) => url.startsWith(`${remoteOrigin}__federation_expose_${expose}.`))).toBe(true);
      expect(await page.getByText('This part of SentiScope is unavailable right now').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['mfe-marketing', '/about', /About SentiScope/],
    ['mfe-auth', '/login', /Forgot password\?/],
    ['mfe-dashboard', '/dashboard', /Pick a coin or a stock/],
    ['mfe-admin', '/admin', /Admin Dashboard/],
  ] as const)('runs %s standalone on its own origin, for its team', async (dir, pathname, text) => {
    // The dashboard is a member's page: signed out, its first answer (401) sends the visitor to log in, so its
    // team runs it signed in.
    const { page, context, scripts, errors } = await openPage(env.browser, dir === 'mfe-dashboard' ? { token } : {});
    try {
      await page.goto(`http://127.0.0.1:${env.site.portOf(dir)}${pathname}`);
      await page.getByText(text).filter({ visible: true }).first().waitFor();
      expect(scripts.every((url) => url.startsWith(`http://127.0.0.1:${env.site.portOf(dir)}/`))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('runs one React and one store: a remote reads the session the shell wrote, through one API cache', async () => {
    const { page, context, errors } = await openPage(env.browser, { token });
    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\/user\/[^/]+$/.test(new URL(request.url()).pathname) && request.method() === 'GET') userCalls.push(request.url());
    });
    await context.addInitScript(() => {
      // React DOM registers each renderer copy with the devtools hook: count them.
      const renderers: unknown[] = [];
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: { renderers: new Map(), supportsFiber: true, inject: (r: unknown) => renderers.push(r), onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {}, isDisabled: false },
      });
      Object.defineProperty(window, '__reactRenderers', { get: () => renderers.length });
    });
    try {
      await page.goto(env.site.url('/dashboard'));
      // The dashboard remote greets the user that the shell's session holds.
      await page.getByText(/Welcome back, /).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers)).toBe(1);
      expect(userCalls).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads no other remote on /admin for a super admin, and none of admin, auth or dashboard on /', async () => {
    const others = (dirs: Dir[]) => dirs.map((dir) => `http://127.0.0.1:${env.site.portOf(dir)}/`);
    const admin = await openPage(env.browser, { token });
    try {
      await admin.page.goto(env.site.url('/admin'));
      await admin.page.getByText('Admin Dashboard').first().waitFor();
      await admin.page.waitForLoadState('networkidle');
      const forbidden = others(['mfe-marketing', 'mfe-auth', 'mfe-dashboard']);
      expect(admin.scripts.filter((url) => forbidden.some((origin) => url.startsWith(origin)))).toEqual([]);
      expect(admin.scripts.some((url) => url.startsWith(`http://127.0.0.1:${env.site.portOf('mfe-admin')}/`))).toBe(true);
    } finally {
      await admin.context.close();
    }
    const visitor = await openPage(env.browser);
    try {
      await visitor.page.goto(env.site.url('/'));
      await visitor.page.getByText(/AI-generated crypto and stock sentiment/).waitFor();
      await visitor.page.waitForLoadState('networkidle');
      const forbidden = others(['mfe-admin', 'mfe-auth', 'mfe-dashboard']);
      expect(visitor.scripts.filter((url) => forbidden.some((origin) => url.startsWith(origin)))).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
