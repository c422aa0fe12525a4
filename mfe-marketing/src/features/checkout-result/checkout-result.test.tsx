import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import CancelPage from './cancel-page';
import SuccessPage from './success-page';

const server = setupServer(
  http.get('http://api.test/v1/contact/company-info', () =>
    HttpResponse.json({
      success: true,
      message: 'ok',
      data: { companyName: 'SentiScope', contacts: [{ phone: '+15550100', email: 'support@sentiscope.example', isPrimary: true }] },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(path: string, Page: () => React.JSX.Element) {
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore({ storage: null, config: { apiBaseUrl: 'http://api.test' } })}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return router;
}

describe('checkout result pages', () => {
  it('the cancel page explains what happened and its button goes to the plans page', async () => {
    const router = renderPage('/cancel', CancelPage);
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
    const router = renderPage('/success', SuccessPage);
    expect(screen.getByRole('heading', { name: 'Subscription Active!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Go to Dashboard/ }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
