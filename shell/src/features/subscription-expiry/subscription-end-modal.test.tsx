import { act, screen, within } from '@testing-library/react';
import type { User } from '@sentiscope/shared/contract';
import { aUser, inDays, tokenValidFor, withSubscription } from '../../../test/fixtures';
import { server } from '@sentiscope/shared/testing';
import { userHandlers } from '../../../test/msw/user-handlers';
import { loggedInStore, renderApp } from '../../../test/render-app';

const HOUR = 60 * 60 * 1000;
const TEXT = 'Your subscription has expired. To continue enjoying our services, please subscribe again.';

function renderAs(user: User, path = '/about') {
  server.use(...userHandlers(user));
  return renderApp(path, { store: loggedInStore(tokenValidFor(user._id, HOUR)) });
}

const findModal = () => screen.findByRole('dialog', { name: 'Subscription Expired' });
const queryModal = () => screen.queryByRole('dialog', { name: 'Subscription Expired' });

describe('Subscription End modal', () => {
  it.each([3, 1, 0])('opens by itself when %i day(s) remain, with its text and Go to Payment', async (days) => {
    renderAs(withSubscription(aUser(), { expiry: inDays(days) }));
    const modal = await findModal();
    expect(within(modal).getByText(TEXT)).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Go to Payment' })).toHaveAttribute('href', '/plans');
  });

  it('opens when the subscription has ended', async () => {
    renderAs(withSubscription(aUser(), { isActive: false, expiry: inDays(-10) }));
    expect(await findModal()).toBeInTheDocument();
  });

  it('cannot be dismissed away from /plans', async () => {
    const { user } = renderAs(withSubscription(aUser(), { expiry: inDays(2) }));
    const modal = await findModal();
    expect(within(modal).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(queryModal()).toBeInTheDocument();
  });

  it('closes when Go to Payment takes the user to /plans', async () => {
    const { user, router } = renderAs(withSubscription(aUser(), { expiry: inDays(2) }));
    await user.click(within(await findModal()).getByRole('link', { name: 'Go to Payment' }));
    expect(router.state.location.pathname).toBe('/plans');
    expect(queryModal()).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'mfe_marketing/PlansPage' })).toBeInTheDocument();
  });

  it('stays closed on /plans', async () => {
    renderAs(withSubscription(aUser(), { expiry: inDays(1) }), '/plans');
    expect(await screen.findByRole('button', { name: 'Hi, Ada Lovelace' })).toBeInTheDocument();
    expect(queryModal()).not.toBeInTheDocument();
  });

  it('opens again on the next route change after /plans', async () => {
    const { router } = renderAs(withSubscription(aUser(), { expiry: inDays(1) }), '/plans');
    expect(await screen.findByRole('button', { name: 'Hi, Ada Lovelace' })).toBeInTheDocument();
    await act(() => router.navigate('/about'));
    expect(await findModal()).toBeInTheDocument();
    await act(() => router.navigate('/plans'));
    expect(queryModal()).not.toBeInTheDocument();
    await act(() => router.navigate('/dashboard'));
    expect(await findModal()).toBeInTheDocument();
  });

  it.each([
    ['4 days remain', { expiry: inDays(4) }],
    ['the plan has no end (free)', { expiry: null, plan: 'plan-free', planTitle: 'Free' }],
  ])('does not open when %s', async (_case, subscription) => {
    renderAs(withSubscription(aUser(), subscription));
    expect(await screen.findByRole('button', { name: 'Hi, Ada Lovelace' })).toBeInTheDocument();
    expect(queryModal()).not.toBeInTheDocument();
  });

  it('does not open for a visitor', async () => {
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(queryModal()).not.toBeInTheDocument();
  });
});
