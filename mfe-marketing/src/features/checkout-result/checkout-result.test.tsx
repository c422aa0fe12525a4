import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { envelope, listenForApiCalls, renderPage, TEST_API } from '@sentiscope/shared/testing';
import CancelPage from './cancel-page';
import SuccessPage from './success-page';

listenForApiCalls({
  handlers: [
    http.get(`${TEST_API}/contact/company-info`, () =>
      HttpResponse.json(envelope({ companyName: 'SentiScope', contacts: [{ phone: '+15550100', email: 'support@sentiscope.example', isPrimary: true }] })),
    ),
  ],
});

describe('checkout result pages', () => {
  it('the cancel page explains what happened and its button goes to the plans page', async () => {
    const { router } = renderPage(<CancelPage />, { path: '/cancel' });
    expect(screen.getByRole('heading', { name: 'Subscription Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('It looks like you cancelled the subscription process.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@sentiscope.example' })).toHaveAttribute(
      'href',
      'mailto:support@sentiscope.example',
    );
    await userEvent.click(screen.getByRole('link', { name: /View Plans & Retry/ }));
    expect(router.state.location.pathname).toBe('/plans');
  });

  it('the success page thanks the user and goes to the dashboard', async () => {
    const { router } = renderPage(<SuccessPage />, { path: '/success' });
    expect(screen.getByRole('heading', { name: 'Subscription Active!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Go to Dashboard/ }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
