import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import VerifyOtpPage from '@/features/verify-otp/verify-otp-page';
import { formatCountdown } from '@/features/verify-otp/use-countdown';
import { envelope, failure } from '@/test/fixtures';
import { renderPage, server, TEST_API as API } from '@sentiscope/shared/testing';

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));
const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const otpInput = () => screen.getByLabelText('OTP');
const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });
const timer = () => screen.getByRole('timer');

const renderVerify = (search = '?email=ada%40example.com') =>
  renderPage(<VerifyOtpPage />, { path: '/verify-otp', at: `/verify-otp${search}` });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('formatCountdown', () => {
  it.each([
    [60, '01:00'],
    [59, '00:59'],
    [9, '00:09'],
    [0, '00:00'],
    [125, '02:05'],
  ])('shows %i s as %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});

describe('Verify OTP', () => {
  it('counts down from 60 one second at a time and enables Resend OTP only at 0', async () => {
    renderVerify();
    expect(timer()).toHaveTextContent('Time remaining: 01:00');
    expect(resendButton()).toBeDisabled();

    await tick(1000);
    expect(timer()).toHaveTextContent('Time remaining: 00:59');
    await tick(58_000);
    expect(timer()).toHaveTextContent('Time remaining: 00:01');
    expect(resendButton()).toBeDisabled();

    await tick(1000);
    expect(timer()).toHaveTextContent('Time remaining: 00:00');
    expect(resendButton()).toBeEnabled();
    expect(screen.getByText('You can now resend the OTP.')).toHaveAttribute('role', 'status');

    await tick(5000);
    expect(timer()).toHaveTextContent('Time remaining: 00:00');
  });

  it('resending requests a new code, restarts the countdown from 60 and disables Resend again', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(`${API}/auth/request-otp`, async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(envelope({ message: 'OTP sent to your email' }));
      }),
    );
    const { user: person } = renderVerify();
    await tick(60_000);

    await person.click(resendButton());
    await flush();

    expect(requests).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByText('OTP sent to your email')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('Time remaining: 01:00');
    expect(resendButton()).toBeDisabled();
    await tick(1000);
    expect(timer()).toHaveTextContent('Time remaining: 00:59');
  });

  it('says why a resend failed and keeps Resend OTP available', async () => {
    server.use(
      http.post(`${API}/auth/request-otp`, () =>
        HttpResponse.json(failure('Please wait a minute before requesting another OTP.'), { status: 429 }),
      ),
    );
    const { user: person } = renderVerify();
    await tick(60_000);

    await person.click(resendButton());
    await flush();

    expect(screen.getByText('Please wait a minute before requesting another OTP.')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('Time remaining: 00:00');
    await waitFor(() => expect(resendButton()).toBeEnabled());
  });

  it('takes digits only, at most 6, and checks the length while typing', async () => {
    const { user: person } = renderVerify();
    await person.type(otpInput(), '12a3');
    expect(otpInput()).toHaveValue('123');
    expect(screen.getByRole('alert')).toHaveTextContent('OTP must be 6 characters');
    await person.type(otpInput(), '4567');
    expect(otpInput()).toHaveValue('123456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await person.clear(otpInput());
    expect(screen.getByRole('alert')).toHaveTextContent('OTP is required');
  });

  it('accepts a pasted code with spaces or dashes', async () => {
    const { user: person } = renderVerify();
    await person.click(otpInput());
    await person.paste(' 123-456 ');
    expect(otpInput()).toHaveValue('123456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('will not send a short code', async () => {
    const calls: unknown[] = [];
    server.use(http.post(`${API}/auth/verify-otp`, () => (calls.push(1), HttpResponse.json(envelope({})))));
    const { user: person } = renderVerify();
    await person.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP is required');
    await person.type(otpInput(), '123');
    await person.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP must be 6 characters');
    expect(calls).toHaveLength(0);
  });

  it('verifies the code for the e-mail and goes to login', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/auth/verify-otp`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(envelope({}, 'Email verified successfully'));
      }),
    );
    const { user: person } = renderVerify();
    await person.type(otpInput(), '654321');
    await person.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await flush();

    expect(bodies).toEqual([{ email: 'ada@example.com', otp: '654321' }]);
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it.each([
    ['Invalid OTP', 400],
    ['OTP has expired. Please request a new one.', 400],
    ['Too many wrong attempts. Please request a new OTP.', 429],
  ])("shows '%s' when verification fails and stays", async (message, status) => {
    server.use(http.post(`${API}/auth/verify-otp`, () => HttpResponse.json(failure(message), { status })));
    const { user: person } = renderVerify();
    await person.type(otpInput(), '000000');
    await person.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await flush();

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp');
  });

  it('says what is missing when the page has no e-mail', () => {
    renderVerify('');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the e-mail address the code was sent to.');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('links back to login', () => {
    renderVerify();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
