import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SignupPayload } from '@sentiscope/shared/contract';
import SignupPage from '@/features/signup/signup-page';
import { envelope, failure } from '@/test/fixtures';
import { renderPage, server, TEST_API as API } from '@sentiscope/shared/testing';

type Person = ReturnType<typeof renderPage>['user'];

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));
const signUpButton = () => screen.getByRole('button', { name: 'Sign Up' });
const termsBox = () => screen.getByRole('checkbox', { name: 'Accept Terms and Conditions and Privacy Policy' });
const ageBox = () => screen.getByRole('checkbox', { name: 'I am above 18 years old' });

async function acceptTerms(person: Person) {
  await person.click(termsBox());
  const dialog = screen.getByRole('dialog');
  await person.click(within(dialog).getByRole('button', { name: 'Next' }));
  await person.click(within(dialog).getByRole('button', { name: 'Next' }));
  await person.click(within(dialog).getByRole('button', { name: 'Accept' }));
}

async function confirmAge(person: Person, dateOfBirth: string) {
  await person.click(ageBox());
  const dialog = screen.getByRole('dialog', { name: 'Date of Birth' });
  await person.type(within(dialog).getByLabelText('Date of Birth'), dateOfBirth);
  await person.click(within(dialog).getByRole('button', { name: 'Verify Age' }));
}

async function fillForm(person: Person) {
  await person.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await person.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await person.type(screen.getByLabelText('Phone Number (optional)'), '+447700900123');
  await person.type(screen.getByLabelText('Password'), 'secret123');
  await person.type(screen.getByLabelText('Confirm Password'), 'secret123');
}

function errorOf(label: string) {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
}

const renderSignup = () => renderPage(<SignupPage />, { path: '/signup' });

beforeEach(() => jest.useFakeTimers({ now: new Date('2025-09-10T10:00:00') }));
afterEach(() => jest.useRealTimers());

describe('Sign up form', () => {
  it('checks the name while typing', async () => {
    const { user: person } = renderSignup();
    await person.type(screen.getByLabelText('Name'), 'A');
    expect(errorOf('Name')).toBe('Name must be at least 2 characters');
    await person.clear(screen.getByLabelText('Name'));
    expect(errorOf('Name')).toBe('Name is required');
    await person.type(screen.getByLabelText('Name'), 'Al');
    expect(errorOf('Name')).toBeUndefined();
  });

  it('lowercases the e-mail as it is typed and checks its format', async () => {
    const { user: person } = renderSignup();
    const email = screen.getByLabelText('Email');
    await person.type(email, 'Ada@EXAMPLE');
    expect(email).toHaveValue('ada@example');
    expect(errorOf('Email')).toBe('Invalid email format');
    await person.type(email, '.Com');
    expect(email).toHaveValue('ada@example.com');
    expect(errorOf('Email')).toBeUndefined();
    await person.clear(email);
    expect(errorOf('Email')).toBe('Email is required');
  });

  it('accepts an empty phone number but checks one that is typed', async () => {
    const { user: person } = renderSignup();
    const phone = screen.getByLabelText('Phone Number (optional)');
    await person.type(phone, '12345');
    expect(errorOf('Phone Number (optional)')).toBe('Invalid phone number');
    await person.clear(phone);
    expect(errorOf('Phone Number (optional)')).toBeUndefined();
    await person.type(phone, '+4477009001234567');
    expect(errorOf('Phone Number (optional)')).toBe('Invalid phone number');
    await person.clear(phone);
    await person.type(phone, '+447700900123');
    expect(errorOf('Phone Number (optional)')).toBeUndefined();
  });

  it('checks the password length and that the confirmation matches, also when the password changes', async () => {
    const { user: person } = renderSignup();
    await person.type(screen.getByLabelText('Password'), 'abc');
    expect(errorOf('Password')).toBe('Password must be at least 8 characters');
    await person.type(screen.getByLabelText('Password'), 'defgh');
    expect(errorOf('Password')).toBeUndefined();

    await person.type(screen.getByLabelText('Confirm Password'), 'abcdeg');
    expect(errorOf('Confirm Password')).toBe('Passwords do not match');
    await person.clear(screen.getByLabelText('Password'));
    await person.type(screen.getByLabelText('Password'), 'abcdeg');
    expect(errorOf('Confirm Password')).toBeUndefined();
    expect(errorOf('Password')).toBe('Password must be at least 8 characters');
    await person.clear(screen.getByLabelText('Confirm Password'));
    expect(errorOf('Confirm Password')).toBe('Confirm Password is required');
  });

  it('keeps Sign Up disabled until both boxes are ticked', async () => {
    const { user: person } = renderSignup();
    expect(signUpButton()).toBeDisabled();
    await acceptTerms(person);
    expect(termsBox()).toBeChecked();
    expect(signUpButton()).toBeDisabled();
    await confirmAge(person, '2000-01-01');
    expect(ageBox()).toBeChecked();
    expect(signUpButton()).toBeEnabled();
    await person.click(termsBox());
    expect(termsBox()).not.toBeChecked();
    expect(signUpButton()).toBeDisabled();
  });

  it('leaves the terms unticked when the modal is cancelled', async () => {
    const { user: person } = renderSignup();
    await person.click(termsBox());
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(termsBox()).not.toBeChecked();
  });

  it('leaves the age unticked and says so for someone under 18', async () => {
    const { user: person } = renderSignup();
    await confirmAge(person, '2007-09-11');
    expect(await screen.findByText('You must be 18 or older to sign up.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ageBox()).not.toBeChecked();
  });

  it('blocks sending while any field has an error and shows every message', async () => {
    const calls: unknown[] = [];
    server.use(http.post(`${API}/user/signup`, () => (calls.push(1), HttpResponse.json(envelope({})))));
    const { user: person } = renderSignup();
    await acceptTerms(person);
    await confirmAge(person, '2000-01-01');

    await person.click(signUpButton());

    expect(errorOf('Name')).toBe('Name is required');
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf('Phone Number (optional)')).toBeUndefined();
    expect(errorOf('Password')).toBe('Password is required');
    expect(errorOf('Confirm Password')).toBe('Confirm Password is required');
    expect(calls).toHaveLength(0);
  });
});

describe('Sign up journey', () => {
  function answers({ signup, otp }: { signup: () => Response; otp: () => Response }) {
    const log: Array<{ what: string; at: number; body: unknown }> = [];
    server.use(
      http.post(`${API}/user/signup`, async ({ request }) => {
        log.push({ what: 'signup', at: Date.now(), body: await request.json() });
        return signup();
      }),
      http.post(`${API}/auth/request-otp`, async ({ request }) => {
        log.push({ what: 'otp', at: Date.now(), body: await request.json() });
        return otp();
      }),
    );
    return log;
  }

  async function signUp() {
    const view = renderSignup();
    await fillForm(view.user);
    await acceptTerms(view.user);
    await confirmAge(view.user, '2000-01-01');
    await view.user.click(signUpButton());
    await flush();
    return view;
  }

  it('sends the payload, toasts, requests the OTP after 500 ms and opens Verify OTP 500 ms later', async () => {
    const log = answers({
      signup: () => HttpResponse.json(envelope({}, 'Signup successful. Please verify your email.'), { status: 201 }),
      otp: () => HttpResponse.json(envelope({ message: 'OTP sent to your email' })),
    });
    await signUp();

    expect(screen.getByText('Signup successful. Please verify your email.')).toBeInTheDocument();
    const payload: SignupPayload = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret123',
      phoneNumber: '+447700900123',
      isAbove18: true,
      acceptedTermsAndConditions: true,
    };
    expect(log).toEqual([{ what: 'signup', at: expect.any(Number), body: payload }]);

    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(log).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await flush();
    expect(log[1]).toEqual({ what: 'otp', at: expect.any(Number), body: { email: 'ada@example.com' } });
    expect(screen.getByText('OTP sent to your email')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp?email=ada%40example.com');
  });

  it('shows why sign-up failed and lets the user try again', async () => {
    const log = answers({
      signup: () => HttpResponse.json(failure('You must be 18 or older to sign up.'), { status: 400 }),
      otp: () => HttpResponse.json(envelope({ message: 'unused' })),
    });
    await signUp();

    expect(screen.getByText('You must be 18 or older to sign up.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(log.map((entry) => entry.what)).toEqual(['signup']);
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(signUpButton()).toBeEnabled();
  });

  it('says the OTP request failed and still opens Verify OTP, where the code can be resent', async () => {
    answers({
      signup: () => HttpResponse.json(envelope({}, 'Signup successful. Please verify your email.'), { status: 201 }),
      otp: () => HttpResponse.json(failure('Please wait a minute before requesting another OTP.'), { status: 429 }),
    });
    await signUp();

    await act(() => jest.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByText('Please wait a minute before requesting another OTP.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp?email=ada%40example.com');
  });
});
