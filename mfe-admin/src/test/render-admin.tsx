import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@sentiscope/shared/store';
import { tokenSet } from '@sentiscope/shared/store';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from '@sentiscope/shared/router';
import { ToastHost, UiProvider } from '@sentiscope/shared/ui';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const ADMIN_TOKEN = `${base64Url({ alg: 'HS256' })}.${base64Url({ userId: 'admin-1', sid: 's1', typ: 'access', exp: 4102444800 })}.sig`;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Root() {
  return (
    <>
      <Outlet />
      <LocationProbe />
      <ToastHost />
    </>
  );
}

/** Renders an admin page signed in as a super admin, with a fresh store and a memory router. */
export function renderAdmin(page: ReactElement, { path, at = path, fakeTimers = false }: { path: string; at?: string; fakeTimers?: boolean }) {
  const store = makeStore({ storage: null, config: { apiBaseUrl: 'http://api.test' } });
  store.dispatch(tokenSet(ADMIN_TOKEN));
  const router = createMemoryRouter([{ element: <Root />, children: [{ path, element: page }, { path: '*', element: null }] }], { initialEntries: [at] });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, user, store, router, location: () => router.state.location.pathname + router.state.location.search };
}
