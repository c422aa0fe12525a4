import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ResetPasswordPage from '@/features/password-recovery/reset-password-page';
import { envelope, failure } from '@/test/fixtures';
import { renderPage, server, TEST_API as API } from '@sentiscope/shared/testing';

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));
const renderReset = (search = '?token=reset-abc') =>
  renderPage(<ResetPasswordPage />, { path: '/reset-password', at: `/reset-password${search}` });
const submitButton = () => screen.getByRole('button', { name: 'Reset Password' });

async function choose(person: ReturnType<typeof renderReset>['user'], password: string, confirmation = password) {
  await person.type(screen.getByLabelText('New Password'), password);
  await person.type(screen.getByLabelText('Confirm Password'), confirmation);
  await person.click(submitButton());
  await flush();
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('Reset password', () => {
  it('checks both fields while typing and will not send until they are valid and equal', async () => {
    const calls: unknown[] = [];
    server.use(http.post(`${API}/user/reset-password`, () => (calls.push(1), HttpResponse.json(envelope({})))));
    const { user: person } = renderReset();

    await person.click(submitButton());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();

    await person.type(screen.getByLabelText('New Password'), 'abc');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await person.type(screen.getByLabelText('Confirm Password'), 'abcd');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await person.click(submitButton());
    expect(calls).toHaveLength(0);
  });

  it("sends the token and new password, says 'Password reset successful! Redirecting...' and goes to login after 800 ms", async () => {
    const requests: Array<{ token: string | null; body: unknown }> = [];
    server.use(
      http.post(`${API}/user/reset-password`, async ({ request }) => {
        requests.push({ token: new URL(request.url).searchParams.get('token'), body: await request.json() });
        expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
        return HttpResponse.json(envelope({ message: 'Password reset successful! Redirecting...' }));
      }),
    );
    const { user: person } = renderReset();
    // The token leaves the address bar at once, before anything is typed.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password$/);
    await choose(person, 'n3w-secret');

    expect(requests).toEqual([{ token: null, body: { token: 'reset-abc', newPassword: 'n3w-secret' } }]);
    expect(screen.getByText('Password reset successful! Redirecting...')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(799));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it.each([
    ['a used or unknown', 'This reset link is invalid or has already been used.'],
    ['an expired', 'This reset link has expired. Please request a new one.'],
  ])('says so clearly for %s link and offers a new one', async (_what, message) => {
    server.use(http.post(`${API}/user/reset-password`, () => HttpResponse.json(failure(message), { status: 400 })));
    const { user: person } = renderReset();
    await choose(person, 'n3w-secret');

    const newLink = screen.getByRole('link', { name: 'Request a new reset link' });
    expect(newLink).toHaveAttribute('href', '/forget-password');
    // Stays on the page, announced, after the 1.5 s toast has gone.
    expect(newLink.closest('[role="alert"]')).toHaveTextContent(message);
    expect(submitButton()).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('shows the error message for any other failure and allows another try', async () => {
    server.use(
      http.post(`${API}/user/reset-password`, () =>
        HttpResponse.json(failure('Too many attempts. Please try again later.'), { status: 429 }),
      ),
    );
    const { user: person } = renderReset();
    await choose(person, 'n3w-secret');

    expect(screen.getByText('Too many attempts. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('says the link is missing its token, with no form', () => {
    renderReset('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The reset link is missing its token. Please use the link from your email.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
