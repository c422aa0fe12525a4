import { ROUTES } from '@sentiscope/shared/contract';
import { REMOTES, type RemoteName } from '../federation/remote-names';

export type LayoutName = 'main' | 'auth' | 'admin';
export type Access = 'public' | 'protected' | 'admin';

export type RouteEntry = {
  path: string;
  remote: RemoteName;
  /** The exposed module of that remote, without './'. */
  expose: string;
  layout: LayoutName;
  access: Access;
  /** Auth card title (SPEC §2). */
  title?: string;
  /** The device details card is wider. */
  wide?: boolean;
};

/** Every path of SPEC §2: which remote serves it, in which layout, for whom. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: ROUTES.home, remote: REMOTES.marketing, expose: 'HomePage', layout: 'main', access: 'public' },
  { path: ROUTES.about, remote: REMOTES.marketing, expose: 'AboutPage', layout: 'main', access: 'public' },
  { path: ROUTES.guide, remote: REMOTES.marketing, expose: 'GuidePage', layout: 'main', access: 'public' },
  { path: ROUTES.contact, remote: REMOTES.marketing, expose: 'ContactPage', layout: 'main', access: 'public' },
  { path: ROUTES.plans, remote: REMOTES.marketing, expose: 'PlansPage', layout: 'main', access: 'public' },
  { path: ROUTES.success, remote: REMOTES.marketing, expose: 'SuccessPage', layout: 'main', access: 'public' },
  { path: ROUTES.cancel, remote: REMOTES.marketing, expose: 'CancelPage', layout: 'main', access: 'public' },
  { path: ROUTES.login, remote: REMOTES.auth, expose: 'LoginPage', layout: 'auth', access: 'public', title: 'Login' },
  { path: ROUTES.signup, remote: REMOTES.auth, expose: 'SignupPage', layout: 'auth', access: 'public', title: 'Sign Up' },
  {
    path: ROUTES.forgetPassword,
    remote: REMOTES.auth,
    expose: 'ForgetPasswordPage',
    layout: 'auth',
    access: 'public',
    title: 'Forget Password',
  },
  {
    path: ROUTES.resetPassword,
    remote: REMOTES.auth,
    expose: 'ResetPasswordPage',
    layout: 'auth',
    access: 'public',
    title: 'Reset Password',
  },
  { path: ROUTES.verifyOtp, remote: REMOTES.auth, expose: 'VerifyOtpPage', layout: 'auth', access: 'public', title: 'Verify OTP' },
  {
    path: ROUTES.deviceDetails,
    remote: REMOTES.auth,
    expose: 'DeviceDetailsPage',
    layout: 'auth',
    access: 'public',
    title: 'Device Details',
    wide: true,
  },
  { path: ROUTES.dashboard, remote: REMOTES.dashboard, expose: 'DashboardPage', layout: 'main', access: 'protected' },
  { path: ROUTES.userProfile, remote: REMOTES.dashboard, expose: 'UserProfilePage', layout: 'main', access: 'protected' },
  {
    path: ROUTES.userDeviceDetails,
    remote: REMOTES.dashboard,
    expose: 'UserDeviceDetailsPage',
    layout: 'main',
    access: 'protected',
  },
  { path: ROUTES.admin, remote: REMOTES.admin, expose: 'AdminHomePage', layout: 'admin', access: 'admin' },
  { path: ROUTES.adminPricing, remote: REMOTES.admin, expose: 'AdminPricingPage', layout: 'admin', access: 'admin' },
  { path: ROUTES.adminCompany, remote: REMOTES.admin, expose: 'AdminCompanyPage', layout: 'admin', access: 'admin' },
  {
    path: ROUTES.adminAnnouncement,
    remote: REMOTES.admin,
    expose: 'AdminAnnouncementPage',
    layout: 'admin',
    access: 'admin',
  },
];
