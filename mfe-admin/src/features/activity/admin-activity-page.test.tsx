import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '@sentiscope/shared/contract';
import { renderAdmin } from '@/test/render-admin';
import AdminActivityPage from './admin-activity-page';
import { envelope, server, TEST_API as API } from '@sentiscope/shared/testing';

const ENTRIES: AuditEntry[] = [
  {
    _id: 'a2',
    at: '2026-11-20T10:05:00.000Z',
    actorEmail: 'admin@sentiscope.test',
    area: 'plan',
    action: 'updated',
    target: 'Pro',
    before: { title: 'Pro', monthlyPrice: 29, features: ['A'] },
    after: { title: 'Pro', monthlyPrice: 49, features: ['A'] },
  },
  { _id: 'a1', at: '2026-11-20T09:00:00.000Z', actorEmail: 'admin@sentiscope.test', area: 'user', action: 'revoked all sessions', target: 'mary@example.com', before: { sessions: 2 }, after: { sessions: 0 } },
];

describe('admin activity', () => {
  it('lists each change in the order the server gives (newest first) with who, what, and before and after', async () => {
    server.use(http.get(`${API}/admin/activity`, () => HttpResponse.json(envelope(ENTRIES))));
    const { user } = renderAdmin(<AdminActivityPage />, { path: '/admin/activity' });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].querySelector('p')?.textContent)).toEqual([
      'Plan updated: Pro',
      'User revoked all sessions: mary@example.com',
    ]);
    expect(within(rows[0]).getByText('admin@sentiscope.test')).toBeInTheDocument();
    await user.click(within(rows[0]).getByText('1 field: monthlyPrice'));
    expect(within(rows[0]).getByRole('listitem')).toHaveTextContent('monthlyPrice: 29 → 49');
  });

  it('says when there is nothing yet', async () => {
    server.use(http.get(`${API}/admin/activity`, () => HttpResponse.json(envelope([]))));
    renderAdmin(<AdminActivityPage />, { path: '/admin/activity' });
    expect(await screen.findByText('No admin changes yet.')).toBeInTheDocument();
  });

  it('filters by area and pages back to older changes from the last entry shown', async () => {
    const searches: string[] = [];
    const many: AuditEntry[] = Array.from({ length: 50 }, (_, i) => ({ ...ENTRIES[1], _id: `b${String(99 - i).padStart(2, '0')}`, target: `user${i}@example.com` }));
    server.use(
      http.get(`${API}/admin/activity`, ({ request }) => {
        const url = new URL(request.url);
        searches.push(url.search);
        return HttpResponse.json(envelope(url.searchParams.get('before') ? [ENTRIES[1]] : many));
      }),
    );
    const { user } = renderAdmin(<AdminActivityPage />, { path: '/admin/activity' });
    await screen.findByText('user0@example.com');
    await user.selectOptions(screen.getByLabelText('Show'), 'User');
    await screen.findByText('user49@example.com');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('mary@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('user0@example.com')).toBeInTheDocument();
    expect(searches).toEqual(['', '?area=user', '?area=user&before=b50', '?area=user']);
  });
});
