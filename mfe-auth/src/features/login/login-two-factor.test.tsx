import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SECURITY_MESSAGES, type LoginPayload } from '@sentiscope/shared/contract';
import LoginPage from '@/features/login/login-page';
import { envelope, user } from '@/test/fixtures';
import { makeToken, renderPage, server, TEST_API as API } from '@sentiscope/shared/testing';

const IP_LOOKUP = 'http://ip.test/lookup';
const challenge = (message: string) =>
  HttpResponse.json({ success: false, message, error: message, data: { twoFactorRequired: true } }, { status: 401 });

function accountWithTwoFactor(code: string) {
  const bodies: LoginPayload[] = [];
  server.use(
    http.post(`${API}/user/login`, async ({ request }) => {
      const body = (await request.json()) as LoginPayload;
      bodies.push(body);
      if (!body.twoFactorCode) return challenge(SECURITY_MESSAGES.twoFactorCodeRequired);
      if (body.twoFactorCode !== code) return challenge(SECURITY_MESSAGES.twoFactorCodeInvalid);
      return HttpResponse.json(envelope({ token: makeToken(), user: user() }));
    }),
  );
  return bodies;
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
  window.__SENTISCOPE_IP_LOOKUP_URL__ = IP_LOOKUP;
  server.use(http.get(IP_LOOKUP, () => HttpResponse.json({ ip: '203.0.113.9' })));
});
afterEach(() => jest.useRealTimers());

describe('Login with two-factor sign-in', () => {
  it('asks for the authenticator code after the password, says when it is wrong, and signs in with the right one', async () => {
    const bodies = accountWithTwoFactor('123456');
    const view = renderPage(<LoginPage />, { path: '/login' });
    await view.user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByText(SECURITY_MESSAGES.twoFactorCodeRequired)).toBeInTheDocument();
    expect(code).toHaveFocus();

    await view.user.type(code, '654321');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(SECURITY_MESSAGES.twoFactorCodeInvalid)).not.toHaveLength(0);

    await view.user.type(screen.getByLabelText('Authentication code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    await screen.findByText(/^\/dashboard$/);
    expect(bodies.map((b) => b.twoFactorCode)).toEqual([undefined, '654321', '123456']);
    expect(view.store.getState().session.token).toEqual(expect.any(String));
  });

  it('takes the unlock token out of the address, sends it to the API, and signs this browser in with the pass it got', async () => {
    const sent: unknown[] = [];
    const unlocked = 'This browser may sign in again. You can log in now.';
    server.use(
      http.post(`${API}/user/unlock`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(envelope({ message: unlocked, email: 'ada@example.com', unlockPass: 'pass-abc' }, unlocked));
      }),
    );
    const bodies: LoginPayload[] = [];
    server.use(
      http.post(`${API}/user/login`, async ({ request }) => {
        bodies.push((await request.json()) as LoginPayload);
        return HttpResponse.json(envelope({ token: makeToken(), user: user() }));
      }),
    );
    const view = renderPage(<LoginPage />, { path: '/login', at: '/login#unlock=abc-DEF_123' });
    expect(await screen.findByText(unlocked)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'abc-DEF_123' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);

    await view.user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    await screen.findByText(/^\/dashboard$/);
    expect(bodies.map((b) => b.unlockPass)).toEqual(['pass-abc']);
  });
});
