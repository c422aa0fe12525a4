import { screen, waitFor, within } from '@testing-library/react';
import { aUser, tokenValidFor } from '../../../test/fixtures';
import { server } from '@sentiscope/shared/testing';
import { userHandlers } from '../../../test/msw/user-handlers';
import { loggedInStore, renderApp } from '../../../test/render-app';
import { mayOpen } from './page-access';

const HOUR = 60 * 60 * 1000;
const member = aUser({ _id: 'member-1', name: 'Mia Member' });
const admin = aUser({ _id: 'admin-1', name: 'Grace Hopper', isSuperAdmin: true });

/** A home page with links to one page of each kind of access. */
function LinksPage() {
  return (
    <nav aria-label="Test links">
      <a href="/plans">Plans</a>
      <a href="/dashboard">Dashboard</a>
      <a href="/admin/pricing">Admin pricing</a>
    </nav>
  );
}

const pages = { 'mfe_marketing/HomePage': LinksPage };

/** Points at each link in turn, as a visitor deciding where to go. */
async function pointAtEveryLink(user: ReturnType<typeof renderApp>['user']) {
  const links = within(await screen.findByRole('navigation', { name: 'Test links' }));
  for (const name of ['Plans', 'Dashboard', 'Admin pricing']) await user.hover(links.getByRole('link', { name }));
}

describe('preloading a page on intent', () => {
  it('loads only public pages for a visitor without a session', async () => {
    const { user, loads } = renderApp('/', { pages });
    await pointAtEveryLink(user);
    await waitFor(() => expect(loads).toContain('mfe_marketing/PlansPage'));
    expect(loads.filter((id) => !id.startsWith('mfe_marketing/'))).toEqual([]);
  });

  it('loads member pages for a member, and never the admin remote', async () => {
    server.use(...userHandlers(member));
    const { user, loads } = renderApp('/', { pages, store: loggedInStore(tokenValidFor(member._id, HOUR)) });
    expect(await screen.findByText('Hi, Mia Member')).toBeInTheDocument();
    await pointAtEveryLink(user);
    await waitFor(() => expect(loads).toContain('mfe_dashboard/DashboardPage'));
    expect(loads.filter((id) => id.startsWith('mfe_admin/'))).toEqual([]);
  });

  it('loads the admin page for a super admin once the user says so', async () => {
    server.use(...userHandlers(admin));
    const { user, loads } = renderApp('/', { pages, store: loggedInStore(tokenValidFor(admin._id, HOUR)) });
    expect(await screen.findByText('Hi, Grace Hopper')).toBeInTheDocument();
    await pointAtEveryLink(user);
    await waitFor(() => expect(loads).toContain('mfe_admin/AdminPricingPage'));
  });
});

describe('which pages a visit may open ahead of its guard', () => {
  const cases: [string, 'public' | 'protected' | 'admin', boolean, boolean, boolean][] = [
    ['a public page without a session', 'public', false, false, true],
    ['a member page without a session', 'protected', false, false, false],
    ['a member page with one', 'protected', true, false, true],
    ['an admin page for a member', 'admin', true, false, false],
    ['an admin page for a super admin', 'admin', true, true, true],
    ['an admin page for a signed-out super admin', 'admin', false, true, false],
  ];
  it.each(cases)('%s', (_name, access, signedIn, superAdmin, expected) => {
    expect(mayOpen({ access }, { signedIn, superAdmin })).toBe(expected);
  });
});
