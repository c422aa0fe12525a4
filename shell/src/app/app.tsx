import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from '@sentiscope/shared/router';
import type { AppStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import { buildRoutes } from './routing/app-routes';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>
  );
}
