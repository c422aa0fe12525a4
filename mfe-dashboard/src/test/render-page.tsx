// Renders one page of this remote as the shell would: store with a signed-in session, theme, toasts and a
// memory router holding the page and the pages it leads to.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from '@sentiscope/shared/router';
import { makeStore, tokenSet } from '@sentiscope/shared/store';
import { ToastHost, UiProvider } from '@sentiscope/shared/ui';

export const API_BASE = 'http://api.test';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token the store can read (the test server never verifies it): user u1 on session s1. */
export const testToken = () => `${encode({ alg: 'HS256' })}.${encode({ userId: 'u1', sid: 's1', exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;

export function renderPage(path: string, page: ReactElement, others: Record<string, ReactElement> = {}, url: string = path) {
  const store = makeStore({ storage: null, config: { apiBaseUrl: API_BASE } });
  store.dispatch(tokenSet(testToken()));
  const router = createMemoryRouter(
    [{ path, element: page }, ...Object.entries(others).map(([p, element]) => ({ path: p, element }))],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
        <ToastHost />
      </UiProvider>
    </Provider>,
  );
  return { store, router };
}
