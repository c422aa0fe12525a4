import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CheckoutSummary } from '@sentiscope/shared/contract';
import { listenForApiCalls, renderPage, server } from '@sentiscope/shared/testing';
import { API, envelope, failure, makeToken } from '@/test/fixtures';
import CheckoutPage from './checkout-page';

const OPEN: CheckoutSummary = {
  id: 'chk1',
  status: 'open',
  provider: 'local',
  plan: { _id: 'plan-pro', title: 'Pro' },
  tenure: 'YEARLY',
  price: 286.99,
  credit: 61.2,
  due: 225.79,
  renewsAt: '2027-11-23T12:00:00.000Z',
};

listenForApiCalls({ handlers: [http.get(`${API}/v1/payment/checkout/chk1`, () => HttpResponse.json(envelope(OPEN)))] });
afterEach(() => {
  window.sessionStorage.clear();
});

describe('checkout page', () => {
  it('shows the order summary with the upgrade credit, what is due today and the renewal date', async () => {
    renderPage(<CheckoutPage />, { path: '/checkout', at: '/checkout?session=chk1', token: makeToken() });
    expect(await screen.findByText('Credit for unused days of your current plan')).toBeInTheDocument();
    expect(screen.getByText('−$61.20')).toBeInTheDocument();
    expect(screen.getByText('Due today').nextSibling).toHaveTextContent('$225.79');
    expect(screen.getByText('Yearly')).toBeInTheDocument();
    expect(screen.getByText('Renews on').nextSibling).toHaveTextContent('2027');
  });

  it('pays with the session and goes to the success page for this checkout', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/v1/payment/local-checkout/chk1/pay`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(envelope({ ...OPEN, status: 'complete' }));
      }),
    );
    const { router } = renderPage(<CheckoutPage />, { path: '/checkout', at: '/checkout?session=chk1', token: makeToken() });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?checkout=chk1');
    expect(authorization).toMatch(/^Bearer /);
  });

  it('a refused payment says why, in the server words', async () => {
    server.use(
      http.post(`${API}/v1/payment/local-checkout/chk1/pay`, () =>
        HttpResponse.json(failure('Test payments are turned off on this server.'), { status: 403 }),
      ),
    );
    renderPage(<CheckoutPage />, { path: '/checkout', at: '/checkout?session=chk1', token: makeToken() });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Test payments are turned off on this server.');
  });

  it('another account sees why it cannot pay and no Pay button', async () => {
    server.use(
      http.get(`${API}/v1/payment/checkout/chk1`, () =>
        HttpResponse.json(failure('This checkout belongs to another account. Log in as its buyer to pay.'), { status: 403 }),
      ),
    );
    renderPage(<CheckoutPage />, { path: '/checkout', at: '/checkout?session=chk1', token: makeToken() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout belongs to another account.');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('a visitor without a session is asked to log in and comes back here after', async () => {
    const { router } = renderPage(<CheckoutPage />, { path: '/checkout', at: '/checkout?session=chk1' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in as the buyer to pay for this checkout.');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to pay' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('sentiscope.returnTo')).toContain('/checkout?session=chk1');
  });
});
