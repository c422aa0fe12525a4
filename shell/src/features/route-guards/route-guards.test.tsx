import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { tokenSet, useAppDispatch } from '@sentiscope/shared/store';
import { aUser, tokenValidFor } from '../../../test/fixtures';
import { server } from '@sentiscope/shared/testing';
import { userHandlers } from '../../../test/msw/user-handlers';
import { loggedInStore, renderApp } from '../../../test/render-app';

const HOUR = 60 * 60 * 1000;
const member = aUser({ _id: 'member-1', name: 'Mia Member' });
const admin = aUser({ _id: 'admin-1', name: 'Grace Hopper', isSuperAdmin: true });

/** Stands in for mfe-auth's login page: on success it goes back to `state.from`, else to /dashboard. */
function FakeLoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const logIn = () => {
    dispatch(tokenSet(tokenValidFor(member._id, HOUR)));
    void navigate(from ? `${from.pathname}${from.search}` : '/dashboard', { replace: true });
  };
  return (
    <button type="button" onClick={logIn}>
      Log in as member
    </button>
  );
}

describe('protected routes', () => {
  it.each(['/dashboard', '/user-profile', '/user-device-details', '/alerts'])(
    'sends a visitor without a token from %s to /login, without loading the page',
    async (path) => {
      const { router, loads } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'mfe_auth/LoginPage' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect((router.state.location.state as { from: Location }).from.pathname).toBe(path);
      expect(loads).toEqual(['mfe_auth/LoginPage']);
    },
  );

  it('comes back to the page asked for, with its query, after logging in', async () => {
    server.use(...userHandlers(member));
    const { router, user } = renderApp('/user-profile?tab=devices', { pages: { 'mfe_auth/LoginPage': FakeLoginPage } });
    await user.click(await screen.findByRole('button', { name: 'Log in as member' }));
    expect(await screen.findByRole('heading', { name: 'mfe_dashboard/UserProfilePage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-profile');
    expect(router.state.location.search).toBe('?tab=devices');
  });

  it('shows a protected page to a logged-in user', async () => {
    server.use(...userHandlers(member));
    renderApp('/dashboard', { store: loggedInStore(tokenValidFor(member._id, HOUR)) });
    expect(await screen.findByRole('heading', { name: 'mfe_dashboard/DashboardPage' })).toBeInTheDocument();
  });
});

describe('admin routes', () => {
  it.each(['/admin', '/admin/pricing', '/admin/company', '/admin/announcement'])(
    'sends a visitor without a token from %s to /login',
    async (path) => {
      const { router, loads } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'mfe_auth/LoginPage' })).toBeInTheDocument();
      expect((router.state.location.state as { from: Location }).from.pathname).toBe(path);
      expect(loads.some((id) => id.startsWith('mfe_admin/'))).toBe(false);
    },
  );

  it('shows a signed-in user who is not a super admin the Not allowed page and never loads the admin remote', async () => {
    server.use(...userHandlers(member));
    const { loads, user, router } = renderApp('/admin/pricing', { store: loggedInStore(tokenValidFor(member._id, HOUR)) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(loads).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'mfe_marketing/HomePage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits for the user before deciding, loading nothing of the admin remote meanwhile', async () => {
    server.use(...userHandlers(admin));
    const { loads } = renderApp('/admin', { store: loggedInStore(tokenValidFor(admin._id, HOUR)) });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(loads).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'mfe_admin/AdminHomePage' })).toBeInTheDocument();
    expect(loads).toEqual(['mfe_admin/AdminHomePage']);
  });

  it('opens every admin page for a super admin, in the admin layout without the site header', async () => {
    server.use(...userHandlers(admin));
    const { router } = renderApp('/admin/company', { store: loggedInStore(tokenValidFor(admin._id, HOUR)) });
    expect(await screen.findByRole('heading', { name: 'mfe_admin/AdminCompanyPage' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await act(() => router.navigate('/admin/announcement'));
    expect(await screen.findByRole('heading', { name: 'mfe_admin/AdminAnnouncementPage' })).toBeInTheDocument();
  });

  it('sends the admin to login when the user cannot be loaded', async () => {
    server.use(...userHandlers(aUser({ _id: 'someone-else' })));
    const { router, loads } = renderApp('/admin', { store: loggedInStore(tokenValidFor(admin._id, HOUR)) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loads.some((id) => id.startsWith('mfe_admin/'))).toBe(false);
    expect(within(document.body).queryByRole('heading', { name: 'Not allowed' })).not.toBeInTheDocument();
  });
});
