import { ROUTES, type RoutePath } from './routes';

/**
 * The one list of the site's apps and pages: which remote serves each path, under which exposed name, in which
 * layout and for whom. The shell's routes and preloads, the prerendered pages, the bundle bench and the
 * federation contract check are all derived from it. Each remote lists its own pages once (src/app/pages.ts,
 * path -> page module); its exposes and its standalone pages come from that list, which must hold exactly the
 * remote's paths here (the build and the contract check fail otherwise).
 */

/** Federation names of the four remotes, as their builds and the registry spell them. */
export const REMOTES = {
  marketing: 'mfe_marketing',
  auth: 'mfe_auth',
  dashboard: 'mfe_dashboard',
  admin: 'mfe_admin',
} as const;
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];
export const REMOTE_NAMES: readonly RemoteName[] = Object.values(REMOTES);

export type PageLayout = 'main' | 'auth' | 'admin';
export type PageAccess = 'public' | 'protected' | 'admin';

export type SitePage = {
  path: string;
  remote: RemoteName;
  /** The exposed module of that remote, without './'. */
  expose: string;
  layout: PageLayout;
  access: PageAccess;
  /** Auth card title. */
  title?: string;
  /** The device details card is wider. */
  wide?: boolean;
};

/** Every path of the site: which remote serves it, in which layout, for whom. */
export const SITE_PAGES: readonly SitePage[] = [
  { path: ROUTES.home, remote: REMOTES.marketing, expose: 'HomePage', layout: 'main', access: 'public' },
  { path: ROUTES.about, remote: REMOTES.marketing, expose: 'AboutPage', layout: 'main', access: 'public' },
  { path: ROUTES.guide, remote: REMOTES.marketing, expose: 'GuidePage', layout: 'main', access: 'public' },
  { path: ROUTES.contact, remote: REMOTES.marketing, expose: 'ContactPage', layout: 'main', access: 'public' },
  { path: ROUTES.plans, remote: REMOTES.marketing, expose: 'PlansPage', layout: 'main', access: 'public' },
  { path: ROUTES.success, remote: REMOTES.marketing, expose: 'SuccessPage', layout: 'main', access: 'public' },
  { path: ROUTES.cancel, remote: REMOTES.marketing, expose: 'CancelPage', layout: 'main', access: 'public' },
  { path: ROUTES.checkout, remote: REMOTES.marketing, expose: 'CheckoutPage', layout: 'main', access: 'public' },
  { path: ROUTES.pricing, remote: REMOTES.marketing, expose: 'PlansPage', layout: 'main', access: 'public' },
  { path: ROUTES.trackRecord, remote: REMOTES.marketing, expose: 'TrackRecordPage', layout: 'main', access: 'public' },
  { path: ROUTES.developers, remote: REMOTES.marketing, expose: 'DevelopersPage', layout: 'main', access: 'public' },
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
  { path: ROUTES.alerts, remote: REMOTES.dashboard, expose: 'AlertsPage', layout: 'main', access: 'protected' },
  { path: ROUTES.markets, remote: REMOTES.dashboard, expose: 'MarketsPage', layout: 'main', access: 'protected' },
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
  { path: ROUTES.adminUsers, remote: REMOTES.admin, expose: 'AdminUsersPage', layout: 'admin', access: 'admin' },
  { path: ROUTES.adminUser, remote: REMOTES.admin, expose: 'AdminUserPage', layout: 'admin', access: 'admin' },
  { path: ROUTES.adminActivity, remote: REMOTES.admin, expose: 'AdminActivityPage', layout: 'admin', access: 'admin' },
  { path: ROUTES.adminData, remote: REMOTES.admin, expose: 'AdminDataPage', layout: 'admin', access: 'admin' },
  { path: ROUTES.adminAssets, remote: REMOTES.admin, expose: 'AdminAssetsPage', layout: 'admin', access: 'admin' },
];

/** The exposed names a remote must publish: one per page it serves. */
export const exposesOf = (remote: RemoteName): string[] => [
  ...new Set(SITE_PAGES.filter((page) => page.remote === remote).map((page) => page.expose)),
];

/** A remote's one list of its pages: each path it serves -> its page module under the remote's src/features. */
export type RemotePages = Partial<Record<RoutePath, string>>;

/** What is wrong with a remote's page list against the site's list: paths it lacks, paths that are not its own. */
export function pageListProblems(remote: RemoteName, pages: RemotePages): string[] {
  const own = SITE_PAGES.filter((page) => page.remote === remote).map((page) => page.path);
  const listed = Object.keys(pages);
  return [
    ...own.filter((path) => !listed.includes(path)).map((path) => `${remote} lists no page for ${path}`),
    ...listed.filter((path) => !own.includes(path)).map((path) => `${remote} lists ${path}, which the site gives no page of it`),
  ];
}

/**
 * A remote's federation exposes from its page list: './<exposed name>' -> './src/features/<module>.tsx', under the
 * name the site's list gives each path (two paths of one page, /plans and /pricing, share one expose).
 */
export function exposesFromPages(remote: RemoteName, pages: RemotePages): Record<string, string> {
  const problems = pageListProblems(remote, pages);
  if (problems.length) throw new Error(problems.join('; '));
  const exposes: Record<string, string> = {};
  for (const page of SITE_PAGES.filter((candidate) => candidate.remote === remote)) {
    const file = `./src/features/${pages[page.path as RoutePath]}.tsx`;
    const key = `./${page.expose}`;
    if (exposes[key] && exposes[key] !== file) throw new Error(`${remote} exposes ${key} from two modules`);
    exposes[key] = file;
  }
  return exposes;
}
