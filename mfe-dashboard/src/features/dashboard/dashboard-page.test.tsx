import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import DashboardPage from './dashboard-page';

describe('the dashboard page', () => {
  it('renders as a page of the dashboard remote inside the shared store and theme', () => {
    render(
      <Provider store={makeStore({ storage: null })}>
        <UiProvider>
          <DashboardPage />
        </UiProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Pick a coin or a stock and a date range/)).toBeInTheDocument();
  });
});
