import { ROUTES } from './routes';
import { exposesFromPages, pageListProblems, REMOTES, SITE_PAGES } from './site-pages';

const DASHBOARD = {
  [ROUTES.dashboard]: 'dashboard/dashboard-page',
  [ROUTES.userProfile]: 'profile/user-profile-page',
  [ROUTES.userDeviceDetails]: 'devices/user-device-details-page',
  [ROUTES.alerts]: 'alerts/alerts-page',
  [ROUTES.markets]: 'markets/markets-page',
};

describe("a remote's one page list", () => {
  it('gives the exposes the shell loads, under the names the site list gives each path', () => {
    expect(exposesFromPages(REMOTES.dashboard, DASHBOARD)).toEqual({
      './DashboardPage': './src/features/dashboard/dashboard-page.tsx',
      './UserProfilePage': './src/features/profile/user-profile-page.tsx',
      './UserDeviceDetailsPage': './src/features/devices/user-device-details-page.tsx',
      './AlertsPage': './src/features/alerts/alerts-page.tsx',
      './MarketsPage': './src/features/markets/markets-page.tsx',
    });
  });

  it('exposes a page served on two paths once (/plans and /pricing)', () => {
    // Every marketing path with a module named after its page: /plans and /pricing name the same one.
    const marketing = Object.fromEntries(
      SITE_PAGES.filter((page) => page.remote === REMOTES.marketing).map((page) => [page.path, `pages/${page.expose}`]),
    );
    const exposes = exposesFromPages(REMOTES.marketing, marketing);
    expect(Object.keys(exposes)).toHaveLength(10);
    expect(exposes['./PlansPage']).toBe('./src/features/pages/PlansPage.tsx');
    expect(() => exposesFromPages(REMOTES.marketing, { ...marketing, [ROUTES.pricing]: 'plans/other-page' })).toThrow(
      'mfe_marketing exposes ./PlansPage from two modules',
    );
  });

  it('names a path the remote serves but does not list, and a listed path the site gives another remote', () => {
    const { [ROUTES.userProfile]: _profile, ...withoutProfile } = DASHBOARD;
    expect(pageListProblems(REMOTES.dashboard, { ...withoutProfile, [ROUTES.login]: 'login/login-page' })).toEqual([
      'mfe_dashboard lists no page for /user-profile',
      'mfe_dashboard lists /login, which the site gives no page of it',
    ]);
    expect(() => exposesFromPages(REMOTES.dashboard, withoutProfile)).toThrow('mfe_dashboard lists no page for /user-profile');
    expect(pageListProblems(REMOTES.dashboard, DASHBOARD)).toEqual([]);
  });
});
