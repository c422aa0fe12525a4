import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/test/render-admin';
import { AdminFrame } from './admin-frame';
import { WIDTH_TOO_SMALL } from './width-guard';
import { envelope, failure, server, TEST_API as API } from '@sentiscope/shared/testing';

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

const page = () => (
  <AdminFrame title="Admin Dashboard">
    <p>Statistics</p>
  </AdminFrame>
);

describe('the admin frame', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => resizeTo(initialWidth));

  it('shows only the width notice below 680 px, and the console again when the window grows', () => {
    resizeTo(679);
    renderAdmin(page(), { path: '/admin' });
    expect(screen.getByRole('alert')).toHaveTextContent(WIDTH_TOO_SMALL);
    // A page that shows only the notice still has a heading, for screen readers' page navigation.
    expect(screen.getByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    // And the way back to the member's pages, which work at any width.
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(WIDTH_TOO_SMALL).toBe('Your screen width is too small to access this page. This page requires a minimum width of 680px. Please switch to a larger device.');
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Admin' })).not.toBeInTheDocument();
    resizeTo(680);
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(WIDTH_TOO_SMALL)).not.toBeInTheDocument();
  });

  it('lists every section, Back to Dashboard and Logout in the open sidebar', () => {
    resizeTo(1280);
    renderAdmin(page(), { path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Pricing', 'Company Info', 'Announcement', 'Users', 'Activity', 'Assets', 'Data']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Admin' })).toHaveStyle({ width: '224px' });
  });

  it('collapses to 64 px with icons named by tooltips, and the choice holds on the next page', async () => {
    resizeTo(1280);
    const first = renderAdmin(page(), { path: '/admin' });
    await first.user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const sidebar = screen.getByRole('complementary', { name: 'Admin' });
    expect(sidebar).toHaveStyle({ width: '64px' });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).getByRole('link', { name: 'Company Info' })).toBeInTheDocument();
    expect(within(sidebar).getByText('Company Info')).toHaveAttribute('aria-hidden', 'true');
    first.unmount();

    renderAdmin(page(), { path: '/admin' });
    expect(screen.getByRole('complementary', { name: 'Admin' })).toHaveStyle({ width: '64px' });
    await first.user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('complementary', { name: 'Admin' })).toHaveStyle({ width: '224px' });
  });

  it('starts collapsed on a small screen', () => {
    resizeTo(700);
    renderAdmin(page(), { path: '/admin' });
    expect(screen.getByRole('complementary', { name: 'Admin' })).toHaveStyle({ width: '64px' });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('Logout ends the session on the server, leaves the admin area and forgets the token', async () => {
    resizeTo(1280);
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/user/logout`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(envelope({ canGetRating: false }));
      }),
    );
    const { user, store, location } = renderAdmin(page(), { path: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().session.token).toBeNull();
    expect(bodies).toEqual([{ fromAllDevices: false }]);
  });

  it('shows the failure and stays signed in when logout fails', async () => {
    resizeTo(1280);
    server.use(http.post(`${API}/user/logout`, () => HttpResponse.json(failure('Server busy'), { status: 503 })));
    const { user, store, location } = renderAdmin(page(), { path: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed, Server busy')).toBeInTheDocument();
    expect(location()).toBe('/admin');
    expect(store.getState().session.token).not.toBeNull();
  });
});
