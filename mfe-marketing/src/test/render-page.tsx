import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from '@sentiscope/shared/router';
import { makeStore, tokenSet } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import { API, makeToken } from './fixtures';

/** A page on its path with a fresh store (signed in when asked), a router that records where it went. */
export function renderPage(path: string, page: ReactElement, options: { signedIn?: boolean; routePath?: string } = {}) {
  const store = makeStore({ storage: null, config: { apiBaseUrl: API } });
  if (options.signedIn) store.dispatch(tokenSet(makeToken()));
  const router = createMemoryRouter(
    [
      { path: options.routePath ?? path.split('?')[0], element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { router, store };
}
