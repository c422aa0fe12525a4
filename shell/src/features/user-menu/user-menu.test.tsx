import { screen, within } from '@testing-library/react';
import type { User } from '@sentiscope/shared/contract';
import { aUser, inDays, tokenValidFor, withSubscription } from '../../../test/fixtures';
import { server } from '@sentiscope/shared/testing';
import { userHandlers } from '../../../test/msw/user-handlers';
import { loggedInStore, renderApp } from '../../../test/render-app';
import { DESKTOP_WIDTH, resizeTo } from '../../../test/viewport';

const HOUR = 60 * 60 * 1000;

afterEach(() => resizeTo(DESKTOP_WIDTH));

async function openMenuOf(user: User, path = '/about') {
  server.use(...userHandlers(user));
  const view = renderApp(path, { store: loggedInStore(tokenValidFor(user._id, HOUR)) });
  const trigger = await screen.findByRole('button', { name: `Hi, ${user.name}` });
  await view.user.click(trigger);
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { ...view, trigger, panel };
}

const sectionNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('region')
    .map((section) => section.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent);

describe('user menu', () => {
  it("shows the name's initial as the avatar and greets the user, closed at first", async () => {
    server.use(...userHandlers(aUser({ name: 'ada lovelace' })));
    renderApp('/about', { store: loggedInStore(tokenValidFor('user-1', HOUR)) });
    // The file's first render (the layout, the user and the bell's chunk) can take over a second on a busy machine.
    const trigger = await screen.findByRole('button', { name: 'Hi, ada lovelace' }, { timeout: 5000 });
    expect(trigger).toHaveTextContent(/^AHi, ada lovelace$/);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).not.toBeVisible();
  });

  it('lists Account (Profile, Alerts, Payment History going to plans) and Logout for an ordinary user', async () => {
    const { trigger, panel } = await openMenuOf(aUser());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(sectionNames(panel)).toEqual(['Account']);
    expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user-profile');
    expect(within(panel).getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/alerts');
    expect(within(panel).getByRole('link', { name: 'Payment History' })).toHaveAttribute('href', '/plans');
    expect(within(panel).queryByRole('link', { name: 'Admin Page' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('adds Settings with Admin Page for a super admin', async () => {
    const { panel } = await openMenuOf(aUser({ isSuperAdmin: true }));
    expect(sectionNames(panel)).toEqual(['Account', 'Settings']);
    expect(within(panel).getByRole('link', { name: 'Admin Page' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    [545, 'mobile'],
    [767, 'tablet'],
  ])('adds the Dashboard section with the site links at %i px (%s)', async (width) => {
    resizeTo(width);
    const { panel } = await openMenuOf(aUser({ isSuperAdmin: true }));
    expect(sectionNames(panel)).toEqual(['Account', 'Dashboard', 'Settings']);
    const dashboard = within(panel).getByRole('region', { name: 'Dashboard' });
    expect(within(dashboard).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Markets',
      'About',
      'Guide',
      'Contact',
      'Plans',
    ]);
  });

  it('has no Dashboard section from 768 px up', async () => {
    resizeTo(768);
    const { panel } = await openMenuOf(aUser());
    expect(within(panel).queryByRole('region', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    const { trigger, user, panel } = await openMenuOf(aUser());
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(panel).not.toBeVisible();
  });

  it('closes when the user presses outside it', async () => {
    const { trigger, user } = await openMenuOf(aUser());
    await user.click(screen.getByRole('contentinfo'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after following one of its links', async () => {
    const { trigger, user, panel, router } = await openMenuOf(aUser());
    await user.click(within(panel).getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/user-profile');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  describe('expiry warning', () => {
    it.each([7, 5, 4])("shows 'Expires in %i day(s)' in red", async (days) => {
      const { panel } = await openMenuOf(withSubscription(aUser(), { expiry: inDays(days) }));
      const notice = within(panel).getByText(`Expires in ${days} day(s)`);
      expect(notice).toHaveStyle({ color: 'rgb(248, 113, 113)' });
    });

    it("shows 'Expires in 1 day(s)' on the last day before expiry", async () => {
      const { panel } = await openMenuOf(withSubscription(aUser(), { expiry: inDays(1) }));
      expect(within(panel).getByText('Expires in 1 day(s)')).toBeInTheDocument();
    });

    it.each([
      ['8 days remain', { expiry: inDays(8) }],
      ['it expires today (0 days)', { expiry: inDays(0) }],
      ['it expired 2 days ago', { expiry: inDays(-2) }],
      ['the plan has no end (free)', { expiry: null, plan: 'plan-free', planTitle: 'Free' }],
      ['the subscription is inactive', { expiry: inDays(5), isActive: false }],
    ])('shows no expiry text when %s', async (_case, subscription) => {
      const { panel } = await openMenuOf(withSubscription(aUser(), subscription));
      expect(within(panel).queryByText(/Expires in/)).not.toBeInTheDocument();
    });

    it('counts days between midnight dates, not 24-hour periods', async () => {
      const late = new Date();
      late.setHours(23, 30, 0, 0);
      const early = new Date(late);
      early.setDate(early.getDate() + 3);
      early.setHours(0, 30, 0, 0);
      jest.useFakeTimers({ now: late, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
      try {
        // 25 hours after 23:30 today is 3 calendar days away by midnight dates.
        const { panel } = await openMenuOf(withSubscription(aUser(), { expiry: early.toISOString() }), '/plans');
        expect(within(panel).getByText('Expires in 3 day(s)')).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
