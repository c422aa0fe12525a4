import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminUserRow } from '@sentiscope/shared/contract';
import { renderAdmin } from '@/test/render-admin';
import AdminUsersPage, { USER_SEARCH_DELAY_MS } from './admin-users-page';
import { envelope, server, TEST_API as API } from '@sentiscope/shared/testing';

const row = (n: number): AdminUserRow => ({
  _id: `u${n}`,
  email: `user${n}@example.com`,
  name: n === 7 ? 'Grace Hopper' : `User ${n}`,
  isEmailVerified: n % 2 === 0,
  isSuperAdmin: false,
  planTitle: 'Free',
  isActive: true,
  expiry: null,
  signedUpAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
});
const ALL = Array.from({ length: 25 }, (_, i) => row(i + 1));

function usersApi() {
  const queries: string[] = [];
  server.use(
    http.get(`${API}/admin/users`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page'));
      const found = ALL.filter((u) => u.email.includes(q) || u.name.toLowerCase().includes(q));
      return HttpResponse.json(envelope({ users: found.slice((page - 1) * 20, page * 20), total: found.length, page, pageSize: 20 }));
    }),
  );
  return queries;
}

describe('admin users', () => {
  afterEach(() => jest.useRealTimers());

  it('lists users 20 a page with Previous and Next', async () => {
    usersApi();
    const { user } = renderAdmin(<AdminUsersPage />, { path: '/admin/users' });
    expect(await screen.findByRole('link', { name: 'user1@example.com' })).toHaveAttribute('href', '/admin/users/u1');
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('25 users · page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'user25@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches by name once typing pauses, from page 1, without sending a call per key', async () => {
    jest.useFakeTimers();
    const queries = usersApi();
    const { user } = renderAdmin(<AdminUsersPage />, { path: '/admin/users' });
    await screen.findByRole('link', { name: 'user1@example.com' });
    await user.type(screen.getByLabelText('Search users'), 'grace');
    expect(queries).toEqual(['?page=1']);
    await act(async () => jest.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'user7@example.com' })).toBeInTheDocument();
    expect(queries).toEqual(['?page=1', '?q=grace&page=1']);
  });

  it('says when nothing matches', async () => {
    jest.useFakeTimers();
    usersApi();
    const { user } = renderAdmin(<AdminUsersPage />, { path: '/admin/users' });
    await user.type(screen.getByLabelText('Search users'), 'nobody');
    await act(async () => jest.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));
    expect(await screen.findByText('No user matches “nobody”.')).toBeInTheDocument();
  });
});
