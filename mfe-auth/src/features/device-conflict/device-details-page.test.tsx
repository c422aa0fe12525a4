import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Device } from '@sentiscope/shared/contract';
import { temporaryTokenSet } from '@sentiscope/shared/store';
import DeviceDetailsPage from '@/features/device-conflict/device-details-page';
import { device, envelope, failure, threeDevices, user } from '@/test/fixtures';
import { makeTestStore, makeToken, renderPage, server, TEST_API as API } from '@sentiscope/shared/testing';

const TEMPORARY = 'temporary-token';

function renderDevices(devices: Device[] = threeDevices(), store = makeTestStore()) {
  if (!store.getState().session.temporaryToken) store.dispatch(temporaryTokenSet(TEMPORARY));
  return renderPage(<DeviceDetailsPage />, {
    path: '/device-details',
    at: { pathname: '/device-details', state: { devices } },
    store,
  });
}

type LogoutBody = { fromAllDevices: boolean; deviceId?: string; ip?: string };

function logoutAnswers(answer: (body: LogoutBody) => Response | Promise<Response>) {
  const calls: Array<{ body: LogoutBody; authorization: string | null }> = [];
  server.use(
    http.post(`${API}/user/logout`, async ({ request }) => {
      const body = (await request.json()) as LogoutBody;
      calls.push({ body, authorization: request.headers.get('authorization') });
      return answer(body);
    }),
  );
  return calls;
}

function proceedAnswers(answer: () => Response) {
  const calls: Array<string | null> = [];
  server.use(
    http.post(`${API}/user/proceed`, ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return answer();
    }),
  );
  return calls;
}

const deviceItem = (name: RegExp) => screen.getByRole('listitem', { name });
const proceedButton = () => screen.getByRole('button', { name: 'Proceed' });

beforeEach(() => jest.useFakeTimers({ now: new Date('2025-09-10T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('Device details', () => {
  it('lists each device with its name, browser, ip and last login as relative time', () => {
    renderDevices();
    const items = within(screen.getByRole('list', { name: 'Logged-in devices' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const iphone = deviceItem(/iPhone · Safari/);
    expect(within(iphone).getByText('198.51.100.1')).toBeInTheDocument();
    expect(within(iphone).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(iphone).getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(deviceItem(/Windows · Edge/)).toBeInTheDocument();
    expect(deviceItem(/Mac · Firefox/)).toBeInTheDocument();
  });

  it('disables Proceed while 3 or more devices are listed', () => {
    renderDevices([...threeDevices(), device({ _id: 'd4' })]);
    expect(proceedButton()).toBeDisabled();
  });

  it('logs one device out with the temporary token, then Proceed uses the session the API issued', async () => {
    const issued = makeToken({ sid: 'own-session' });
    const calls = logoutAnswers(() =>
      HttpResponse.json(
        envelope(
          { canGetRating: false, token: issued, devices: [...threeDevices().slice(1), device({ _id: 'own-session' })] },
          'Logged out from device successfully',
        ),
      ),
    );
    const { user: person, store } = renderDevices();
    expect(proceedButton()).toBeDisabled();

    await person.click(within(deviceItem(/iPhone/)).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out from device successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      { body: { fromAllDevices: false, deviceId: 'd1', ip: '198.51.100.1' }, authorization: `Bearer ${TEMPORARY}` },
    ]);
    // This device's own new session is not listed among the others.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('listitem', { name: /iPhone/ })).not.toBeInTheDocument();
    expect(proceedButton()).toBeEnabled();

    await person.click(proceedButton()); // no /user/proceed handler: a request would fail the test
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(store.getState().session.token).toBe(issued);
    expect(store.getState().session.temporaryToken).toBeNull();
    expect(window.localStorage.getItem('token')).toBe(issued);
  });

  it('Proceed exchanges the temporary token for a session when fewer than 3 devices are listed', async () => {
    const token = makeToken();
    const calls = proceedAnswers(() => HttpResponse.json(envelope({ token, user: user() })));
    const { user: person, store } = renderDevices(threeDevices().slice(0, 2));

    await person.click(proceedButton());

    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
    expect(calls).toEqual([`Bearer ${TEMPORARY}`]);
    expect(store.getState().session.token).toBe(token);
    expect(store.getState().session.temporaryToken).toBeNull();
  });

  it('stays and shows the fresh list when Proceed is refused because the devices are full again', async () => {
    server.use(
      http.post(`${API}/user/proceed`, () =>
        HttpResponse.json(
          { success: false, message: 'You are logged in on too many devices. Log out from one to continue.', data: { devices: threeDevices() } },
          { status: 429 },
        ),
      ),
    );
    const { user: person, store } = renderDevices(threeDevices().slice(0, 2));

    await person.click(proceedButton());

    expect(await screen.findByText('You are logged in on too many devices. Log out from one to continue.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(proceedButton()).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/device-details');
    expect(store.getState().session.token).toBeNull();
  });

  it("'Logout from All Devices' logs every device out, keeps the session it returns and goes to the dashboard", async () => {
    const token = makeToken();
    const calls = logoutAnswers(() => HttpResponse.json(envelope({ canGetRating: false, token, devices: [] })));
    const { user: person, store } = renderDevices();

    await person.click(screen.getByRole('button', { name: 'Logout from All Devices' }));

    expect(await screen.findByText('Logged out from all devices')).toBeInTheDocument();
    expect(calls).toEqual([{ body: { fromAllDevices: true }, authorization: `Bearer ${TEMPORARY}` }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(store.getState().session.token).toBe(token);
    expect(store.getState().session.temporaryToken).toBeNull();
  });

  it("'Logout from All Devices' proceeds with the temporary token when the answer carries no session", async () => {
    const token = makeToken();
    logoutAnswers(() => HttpResponse.json(envelope({ canGetRating: false, devices: [] })));
    const proceeded = proceedAnswers(() => HttpResponse.json(envelope({ token, user: user() })));
    const { user: person, store } = renderDevices();

    await person.click(screen.getByRole('button', { name: 'Logout from All Devices' }));

    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
    expect(proceeded).toEqual([`Bearer ${TEMPORARY}`]);
    expect(store.getState().session.token).toBe(token);
  });

  it("says 'Failed to log out from all devices' and stays when that fails", async () => {
    logoutAnswers(() => HttpResponse.json(failure('Database unavailable'), { status: 500 }));
    const { user: person } = renderDevices();

    await person.click(screen.getByRole('button', { name: 'Logout from All Devices' }));

    expect(await screen.findByText('Failed to log out from all devices')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent('/device-details');
  });

  it("says 'Failed to log out from device' and keeps the device when one logout fails", async () => {
    logoutAnswers(() => HttpResponse.json(failure('Database unavailable'), { status: 500 }));
    const { user: person } = renderDevices();

    await person.click(within(deviceItem(/Windows/)).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Failed to log out from device')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it("says 'Device not found' and drops a device the API no longer knows", async () => {
    logoutAnswers(() => HttpResponse.json(failure('Device not found'), { status: 404 }));
    const { user: person } = renderDevices();

    await person.click(within(deviceItem(/Windows/)).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Device not found')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(proceedButton()).toBeEnabled();
  });

  it('returns home with the issued session once the last listed device is logged out', async () => {
    const issued = makeToken({ sid: 'own-session' });
    logoutAnswers(() =>
      HttpResponse.json(envelope({ canGetRating: false, token: issued, devices: [device({ _id: 'own-session' })] })),
    );
    const { user: person, store } = renderDevices([device({ _id: 'only', name: 'Android' })]);

    await person.click(within(deviceItem(/Android/)).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out from device successfully')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getState().session.token).toBe(issued);
  });

  it('returns home when the screen is opened with no devices to list', () => {
    renderPage(<DeviceDetailsPage />, { path: '/device-details' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the request expired and returns to login when the temporary token runs out after 3 minutes', async () => {
    const { store } = renderDevices();

    await act(() => jest.advanceTimersByTimeAsync(3 * 60 * 1000 - 1));
    expect(screen.getByTestId('location')).toHaveTextContent('/device-details');

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Your device session request has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(store.getState().session.temporaryToken).toBeNull();
  });

  it('says the request expired when the temporary token had already run out on arrival', async () => {
    const store = makeTestStore();
    store.dispatch(temporaryTokenSet(TEMPORARY));
    jest.setSystemTime(Date.now() + 3 * 60 * 1000);
    renderDevices(threeDevices(), store);

    expect(await screen.findByText('Your device session request has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says the request expired and returns to login when the API refuses the temporary token', async () => {
    logoutAnswers(() =>
      HttpResponse.json(failure('Your device session request has expired. Please log in again.'), { status: 401 }),
    );
    const { user: person, store } = renderDevices();

    await person.click(within(deviceItem(/Mac/)).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Your device session request has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(store.getState().session.temporaryToken).toBeNull();
  });
});
