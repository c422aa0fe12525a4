import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ForgetPasswordPage from '@/features/password-recovery/forget-password-page';
import { envelope, failure } from '@/test/fixtures';
import { renderPage, server, TEST_API as API } from '@sentiscope/shared/testing';

const renderForget = () => renderPage(<ForgetPasswordPage />, { path: '/forget-password' });
const emailInput = () => screen.getByLabelText('Email');
const submitButton = () => screen.getByRole('button', { name: 'Reset Password' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Forget password', () => {
  it('checks the e-mail while typing and will not send an invalid one', async () => {
    const calls: unknown[] = [];
    server.use(http.post(`${API}/user/forgot-password`, () => (calls.push(1), HttpResponse.json(envelope({})))));
    const { user: person } = renderForget();

    await person.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await person.type(emailInput(), 'ada@example');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
    await person.click(submitButton());
    expect(calls).toHaveLength(0);
  });

  it("sends the e-mail and says 'Email sent successfully! Check your inbox.'", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/user/forgot-password`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(envelope({ message: 'Email sent successfully! Check your inbox.' }));
      }),
    );
    const { user: person } = renderForget();
    await person.type(emailInput(), 'ada@example.com');
    await person.click(submitButton());

    expect(await screen.findAllByText(/Email sent successfully! Check your inbox\./)).toHaveLength(2);
    expect(screen.getByText(/The link works for 30 minutes/)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
  });

  it("says 'Failed to reset email' when the answer carries no data", async () => {
    server.use(http.post(`${API}/user/forgot-password`, () => HttpResponse.json({ success: true, message: 'ok' })));
    const { user: person } = renderForget();
    await person.type(emailInput(), 'ada@example.com');
    await person.click(submitButton());

    expect(await screen.findByText('Failed to reset email')).toBeInTheDocument();
    expect(screen.queryByText(/The link works/)).not.toBeInTheDocument();
  });

  it('shows the error message when the request fails', async () => {
    server.use(
      http.post(`${API}/user/forgot-password`, () =>
        HttpResponse.json(failure('Too many attempts. Please try again later.'), { status: 429 }),
      ),
    );
    const { user: person } = renderForget();
    await person.type(emailInput(), 'ada@example.com');
    await person.click(submitButton());

    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  });

  it('links back to login', () => {
    renderForget();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
