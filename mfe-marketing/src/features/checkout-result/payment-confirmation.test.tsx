import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CheckoutSummary } from '@sentiscope/shared/contract';
import { listenForApiCalls, renderPage } from '@sentiscope/shared/testing';
import { API, envelope, makeToken } from '@/test/fixtures';
import { CONFIRMATION_POLL_MS } from './payment-confirmation';
import SuccessPage from './success-page';

const PAID: CheckoutSummary = {
  id: 'chk1',
  status: 'complete',
  provider: 'stripe',
  plan: { _id: 'plan-pro', title: 'Pro' },
  tenure: 'YEARLY',
  price: 286.99,
  credit: 0,
  due: 286.99,
  renewsAt: '2027-11-23T12:00:00.000Z',
};

let answers: CheckoutSummary[] = [];
listenForApiCalls({
  handlers: [
    http.get(`${API}/v1/payment/checkout/chk1`, () => HttpResponse.json(envelope(answers.length > 1 ? answers.shift()! : answers[0]))),
    http.get(`${API}/v1/contact/company-info`, () => HttpResponse.json(envelope({ companyName: 'SentiScope', contacts: [] }))),
  ],
});

describe('success page confirmation', () => {
  afterEach(() => jest.useRealTimers());

  it('names the plan and its renewal date once the API confirms the payment', async () => {
    answers = [PAID];
    renderPage(<SuccessPage />, { path: '/success', at: '/success?checkout=chk1', token: makeToken() });
    const status = await screen.findByText(/plan is active/);
    expect(status).toHaveTextContent(`Your Pro plan is active and renews on ${new Date(PAID.renewsAt!).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}.`);
  });

  it('keeps asking while the provider has not confirmed yet, then confirms', async () => {
    answers = [{ ...PAID, status: 'paying' }, { ...PAID, status: 'paying' }, PAID];
    jest.useFakeTimers({ advanceTimers: true });
    renderPage(<SuccessPage />, { path: '/success', at: '/success?checkout=chk1', token: makeToken() });
    expect(await screen.findByText('Confirming your payment')).toBeInTheDocument();
    await act(async () => {
      for (let i = 0; i < 3; i += 1) await jest.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS);
    });
    expect(await screen.findByText(/plan is active/)).toHaveTextContent(/^Your Pro plan is active and renews on/);
  });
});
