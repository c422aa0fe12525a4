import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { makeStore, tokenSet } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import DashboardPage from './dashboard-page';

const server = setupServer(
  http.get('http://api.test/v1/user/:id', ({ params }) =>
    HttpResponse.json({ success: true, message: 'ok', data: { _id: params.id, name: 'Ada Lovelace' } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function renderDashboard(token?: string) {
  const store = makeStore({ storage: null, config: { apiBaseUrl: 'http://api.test' } });
  if (token) store.dispatch(tokenSet(token));
  render(
    <Provider store={store}>
      <UiProvider>
        <DashboardPage />
      </UiProvider>
    </Provider>,
  );
}

describe('the dashboard page', () => {
  it('greets the signed-in user it reads from the shared session', async () => {
    renderDashboard(`${encode({ alg: 'HS256' })}.${encode({ userId: 'u1', exp: Math.floor(Date.now() / 1000) + 600 })}.sig`);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, Ada Lovelace.')).toBeInTheDocument();
  });

  it('asks for no user when nobody is signed in', () => {
    renderDashboard();
    expect(screen.getByText(/Pick a coin or a stock and a date range/)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
