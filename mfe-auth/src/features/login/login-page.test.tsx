import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LoginPayload } from '@sentiscope/shared/contract';
import DeviceDetailsPage from '@/features/device-conflict/device-details-page';
import LoginPage from '@/features/login/login-page';
import { envelope, failure, threeDevices, user } from '@/test/fixtures';
import { makeToken, renderPage, server, TEST_API as API, type RenderPageOptions } from '@sentiscope/shared/testing';

const IP_LOOKUP = 'http://ip.test/lookup';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36';
const realAgent = navigator.userAgent;

function setAgent(agent: string, brave = false) {
  Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true });
  if (brave) Object.defineProperty(window.navigator, 'brave', { value: { isBrave: () => Promise.resolve(true) }, configurable: true });
}

function loginAnswers(answer: () => Response) {
  const bodies: LoginPayload[] = [];
  server.use(
    http.post(`${API}/user/login`, async ({ request }) => {
      bodies.push((await request.json()) as LoginPayload);
      return answer();
    }),
  );
  return bodies;
}

function renderLogin(options: Partial<RenderPageOptions> = {}) {
  return renderPage(<LoginPage />, { path: '/login', ...options });
}

async function fillAndSubmit(view: ReturnType<typeof renderLogin>, email = 'ada@example.com', password = 'secret123') {
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.__SENTISCOPE_IP_LOOKUP_URL__ = IP_LOOKUP;
  server.use(http.get(IP_LOOKUP, () => HttpResponse.json({ ip: '203.0.113.9' })));
  setAgent(CHROME_ON_WINDOWS);
});
afterEach(() => {
  jest.useRealTimers();
  setAgent(realAgent);
  delete (window.navigator as Navigator & { brave?: unknown }).brave;
});

describe('Login', () => {
  it('checks e-mail and password while typing', async () => {
    const { user: person } = renderLogin();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');

    await person.type(email, 'ada@');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await person.clear(email);
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await person.type(email, 'ada@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Only presence is checked at sign-in: an older account may have a shorter password.
    await person.type(password, 'abc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await person.clear(password);
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
  });

  it('blocks an empty form and shows every message', async () => {
    const bodies = loginAnswers(() => HttpResponse.json(envelope({ token: makeToken(), user: user() })));
    const { user: person } = renderLogin();

    await person.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends the device info, stores the token and goes to the dashboard', async () => {
    const token = makeToken();
    const bodies = loginAnswers(() => HttpResponse.json(envelope({ token, user: user() })));
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'ada@example.com', password: 'secret123', device: { name: 'Windows', userAgent: 'Chrome', ip: '203.0.113.9' } },
    ]);
    expect(view.store.getState().session.token).toBe(token);
    expect(window.localStorage.getItem('token')).toBe(token);
  });

  it('names Brave from navigator.brave in the device info', async () => {
    setAgent(CHROME_ON_WINDOWS, true);
    const bodies = loginAnswers(() => HttpResponse.json(envelope({ token: makeToken(), user: user() })));
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
    expect(bodies[0].device.userAgent).toBe('Brave');
  });

  it("sends ip 'unknown' when the public IP lookup fails", async () => {
    server.use(http.get(IP_LOOKUP, () => HttpResponse.error()));
    const bodies = loginAnswers(() => HttpResponse.json(envelope({ token: makeToken(), user: user() })));
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
    expect(bodies[0].device.ip).toBe('unknown');
  });

  it('returns to the page the guard sent the user away from', async () => {
    loginAnswers(() => HttpResponse.json(envelope({ token: makeToken(), user: user() })));
    const view = renderLogin({
      at: { pathname: '/login', state: { from: { pathname: '/user-profile', search: '?tab=devices', hash: '' } } },
    });

    await fillAndSubmit(view);

    expect(await screen.findByText('/user-profile?tab=devices')).toBeInTheDocument();
  });

  it('shows the server message when the credentials are wrong and stays on login', async () => {
    loginAnswers(() => HttpResponse.json(failure('Invalid email or password'), { status: 401 }));
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(view.store.getState().session.token).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  // The page's own fallback, not the base query's generic 'Something went wrong', when the server sends no message.
  it("falls back to 'Login failed' when the failure carries no message", async () => {
    loginAnswers(() => new HttpResponse(null, { status: 502 }));
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('offers verification to an unverified account: requests an OTP and goes to Verify OTP', async () => {
    loginAnswers(() => HttpResponse.json(failure('Please verify your email before logging in.'), { status: 403 }));
    const otpRequests: unknown[] = [];
    server.use(
      http.post(`${API}/auth/request-otp`, async ({ request }) => {
        otpRequests.push(await request.json());
        return HttpResponse.json(envelope({ message: 'OTP sent to your email' }));
      }),
    );
    const view = renderLogin();

    await fillAndSubmit(view, 'Ada@Example.com');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Please verify your email before logging in.');
    await view.user.click(within(notice).getByRole('button', { name: 'Verify email' }));

    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
    expect(otpRequests).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp?email=ada%40example.com');
  });

  it('says why the verification code could not be requested and stays on login', async () => {
    loginAnswers(() => HttpResponse.json(failure('Please verify your email before logging in.'), { status: 403 }));
    server.use(
      http.post(`${API}/auth/request-otp`, () =>
        HttpResponse.json(failure('Please wait a minute before requesting another OTP.'), { status: 429 }),
      ),
    );
    const view = renderLogin();

    await fillAndSubmit(view);
    await view.user.click(await screen.findByRole('button', { name: 'Verify email' }));

    expect(await screen.findByText('Please wait a minute before requesting another OTP.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('keeps the temporary token for 3 minutes and shows the devices on a device conflict', async () => {
    loginAnswers(() =>
      HttpResponse.json(
        { success: false, message: 'You are logged in on too many devices.', data: { devices: threeDevices(), token: 'temp-1' } },
        { status: 429 },
      ),
    );
    const view = renderLogin({ routes: [{ path: '/device-details', element: <DeviceDetailsPage /> }] });
    const startedAt = Date.now();

    await fillAndSubmit(view);

    expect(await screen.findByRole('list', { name: 'Logged-in devices' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/device-details');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const temporary = view.store.getState().session.temporaryToken;
    expect(temporary?.token).toBe('temp-1');
    expect(temporary!.expiresAt - startedAt).toBeGreaterThanOrEqual(3 * 60 * 1000);
    expect(temporary!.expiresAt - Date.now()).toBeLessThanOrEqual(3 * 60 * 1000);
    expect(view.store.getState().session.token).toBeNull();
  });

  it('links to Forgot password and Sign Up', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
