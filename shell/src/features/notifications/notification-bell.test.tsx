import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { alertDashboardPath, type AlertNotification } from '@sentiscope/shared/contract';
import { server } from '@sentiscope/shared/testing';
import { aUser, tokenValidFor } from '../../../test/fixtures';
import { API, failure } from '../../../test/msw/api';
import { notificationHandlers, type NotificationState } from '../../../test/msw/notification-handlers';
import { userHandlers } from '../../../test/msw/user-handlers';
import { loggedInStore, renderApp } from '../../../test/render-app';

const member = aUser();
const HOUR = 3_600_000;

const aNotification = (id: string, date: string, close: number, read = false, at: string | null = null): AlertNotification => ({
  id,
  alertId: 'a1',
  assetId: 'btc',
  kind: 'price-above',
  title: 'Bitcoin price rises above $70,000',
  message: `Bitcoin closed at $${close} on ${date}, above $70,000.`,
  crossing: { measure: 'close', from: 69000, to: close, threshold: 70000 },
  date,
  at,
  dashboardPath: alertDashboardPath('btc', date),
  createdAt: `${date}T06:00:00.000Z`,
  read,
});

let state: NotificationState;
beforeEach(() => {
  state = { notifications: [aNotification('n2', '2026-11-23', 71020, false, '2026-11-23T14:32:00.000Z'), aNotification('n1', '2026-11-20', 70500), aNotification('n0', '2026-10-01', 70100, true)], marked: [] };
  server.use(...userHandlers(member), ...notificationHandlers(state));
});

const header = () => screen.getByRole('banner');
const renderSignedIn = (path = '/about') => renderApp(path, { store: loggedInStore(tokenValidFor(member._id, HOUR)) });

describe("the header's bell", () => {
  it('is not there for a visitor', async () => {
    renderApp('/about');
    await within(header()).findByRole('link', { name: 'Login' });
    expect(within(header()).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('shows a member the unread count and, in its panel, each notification with its numbers', async () => {
    const { user } = renderSignedIn();
    const bell = await within(header()).findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Bitcoin closed at $71020 on 2026-11-23, above $70,000.')).toBeInTheDocument();
    expect(within(panel).getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    // A firing on a tick says its hour and minute (UTC); one on a closed day, the day alone.
    expect(within(panel).getByText('23 Nov 2026, 14:32 UTC')).toHaveAttribute('datetime', '2026-11-23T14:32:00.000Z');
    expect(within(panel).getByText('20 Nov 2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(within(panel).getByRole('link', { name: /closed at \$70100/ })).toHaveAttribute('href', alertDashboardPath('btc', '2026-10-01'));
    expect(within(panel).getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', '/alerts');
  });

  it('marks every notification read at once, and the count goes', async () => {
    const { user } = renderSignedIn();
    await user.click(await within(header()).findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    expect(await within(header()).findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(state.marked).toEqual([{ all: true }]);
    expect(within(panel).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
  });

  it('opens the dashboard on the day of a notification and marks that one read', async () => {
    const { user, router } = renderSignedIn();
    await user.click(await within(header()).findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: /closed at \$71020/ }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(alertDashboardPath('btc', '2026-11-23')));
    expect(state.marked).toEqual([{ ids: ['n2'] }]);
    expect(await within(header()).findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("says the server's reason when the notifications cannot be loaded", async () => {
    server.use(http.get(`${API}/notifications`, () => HttpResponse.json(failure('Notifications are resting for a minute'), { status: 503 })));
    const { user } = renderSignedIn();
    await user.click(await within(header()).findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('Notifications are resting for a minute')).toBeInTheDocument();
  });
});
