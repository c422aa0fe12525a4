import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import AdminHomePage from './admin-home-page';

describe('the admin home page', () => {
  it('is titled Admin Dashboard', () => {
    render(
      <Provider store={makeStore({ storage: null })}>
        <UiProvider>
          <AdminHomePage />
        </UiProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
