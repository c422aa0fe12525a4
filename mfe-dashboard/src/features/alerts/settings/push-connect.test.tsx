// The push button of the notification settings: nothing asks for permission until the member presses it; then the
// browser's permission, the service worker at the shell's root path, the subscription with the API's key, and the
// subscription sent to the API. A refusal says how to allow notifications. The browser's push parts are stand-ins:
// jsdom has no service workers or push.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PUSH_MESSAGES, PUSH_WORKER_PATH } from '@sentiscope/shared/contract';
import { envelope, listenForApiCalls, server, TEST_API } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { PushConnect } from './push-connect';

listenForApiCalls();
const KEY = 'BPublicKeyOfTheServer';
const subscription = { endpoint: 'https://push.example/wpush/1', expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };

function fakeBrowser(permission: NotificationPermission) {
  const requestPermission = jest.fn(async () => permission);
  const subscribe = jest.fn(async () => ({ toJSON: () => subscription }));
  const register = jest.fn(async () => ({ pushManager: { subscribe } }));
  Object.assign(window, { PushManager: function PushManager() {}, Notification: { requestPermission } });
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return { requestPermission, register, subscribe };
}

function fakeApi() {
  const sent: unknown[] = [];
  server.use(
    http.get(`${TEST_API}/push/vapid-public-key`, () => HttpResponse.json(envelope({ publicKey: KEY }))),
    http.post(`${TEST_API}/push/subscriptions`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(envelope({ id: 's1', host: 'push.example', createdAt: '2026-11-27T10:00:00.000Z', lastSentAt: null }, PUSH_MESSAGES.subscribed), { status: 201 });
    }),
  );
  return sent;
}

describe('turning push on in this browser', () => {
  it('asks for permission only on the press, then subscribes with the server key and sends the subscription', async () => {
    const browser = fakeBrowser('granted');
    const sent = fakeApi();
    const { user } = renderMember(<PushConnect />, { path: '/user-profile' });
    const button = await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(button);
    expect(await screen.findByText(PUSH_MESSAGES.subscribed)).toHaveAttribute('role', 'status');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith(PUSH_WORKER_PATH);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    expect(sent).toEqual([subscription]);
  });

  it('says how to allow notifications when the member blocks them, and subscribes nothing', async () => {
    const browser = fakeBrowser('denied');
    const sent = fakeApi();
    const { user } = renderMember(<PushConnect />, { path: '/user-profile' });
    await user.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.denied);
    expect(browser.register).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
