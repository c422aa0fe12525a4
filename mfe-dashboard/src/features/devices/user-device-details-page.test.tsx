import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Device } from '@sentiscope/shared/contract';
import { selectToken } from '@sentiscope/shared/store';
import { listenForApiCalls } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import UserDeviceDetailsPage from './user-device-details-page';
import { describeDevice } from './describe-device';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let devices: Device[];
let failAll = false;
listenForApiCalls({
  handlers: [
    http.get('http://api.test/v1/user/devices', () => HttpResponse.json({ success: true, message: 'ok', data: { devices } })),
    http.post('http://api.test/v1/user/logout', async ({ request }) => {
      const body = (await request.json()) as { fromAllDevices: boolean; deviceId?: string };
      if (body.fromAllDevices && failAll) return HttpResponse.json({ success: false, message: 'Failed to log out from all devices' }, { status: 500 });
      if (body.deviceId && !devices.some((d) => d._id === body.deviceId)) return HttpResponse.json({ success: false, message: 'Device not found' }, { status: 404 });
      devices = body.fromAllDevices ? [] : devices.filter((d) => d._id !== body.deviceId);
      return HttpResponse.json({ success: true, message: body.fromAllDevices ? 'Logged out from all devices' : 'Logged out from device successfully', data: { canGetRating: false, devices } });
    }),
  ],
});
beforeEach(() => {
  failAll = false;
  devices = [
    { _id: 's1', name: 'Chrome', userAgent: CHROME, ip: '203.0.113.7', lastLogin: '2026-11-22T09:00:00.000Z' },
    { _id: 's2', name: 'Safari', userAgent: SAFARI, ip: '198.51.100.4', lastLogin: '2026-11-20T09:00:00.000Z' },
  ];
});

const renderDevices = () => renderMember(<UserDeviceDetailsPage />, { path: '/user-device-details', routes: [{ path: '/login', element: <h1>Login</h1> }] });

describe('the devices page', () => {
  it('names browser and system, shows the IP and marks this device', async () => {
    renderDevices();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome 131 on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('IP 203.0.113.7');
    expect(items[1]).toHaveTextContent('Safari 17 on iOS');
    expect(items[1]).not.toHaveTextContent('This device');
  });

  it('logs out another device and keeps this session', async () => {
    const { store, router } = renderDevices();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout Safari 17 on iOS' }));
    expect(await screen.findByText('Logged out from device successfully')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(selectToken(store.getState())).not.toBeNull();
    expect(router.state.location.pathname).toBe('/user-device-details');
  });

  it('logging out this device ends the session', async () => {
    const { store, router } = renderDevices();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout Chrome 131 on Windows (this device)' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's message when logging out from all devices fails", async () => {
    failAll = true;
    const { store } = renderDevices();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout from All Devices' }));
    expect(await screen.findByText('Failed to log out from all devices')).toBeInTheDocument();
    expect(selectToken(store.getState())).not.toBeNull();
  });

  it('reads browsers and systems from user agents', () => {
    expect(describeDevice('')).toEqual({ browser: 'Unknown browser', system: 'Unknown system' });
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox 128', system: 'Linux' });
  });
});
