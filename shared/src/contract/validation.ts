import {
  MINIMUM_AGE,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from './constants';

/** The form validation rules and messages, shared by every form and by the API server. */
export const FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  password: 'Password',
  newPassword: 'Password',
  loginPassword: 'Password',
  confirmPassword: 'Confirm Password',
  otp: 'OTP',
  dateOfBirth: 'Date of Birth',
} as const;
export type ValidatedField = keyof typeof FIELD_LABELS;

export const VALIDATION_MESSAGES = {
  required: (label: string) => `${label} is required`,
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Invalid phone number',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooWeak: 'This password is too common or too easy to guess. Choose a longer, less predictable one.',
  otpLength: `OTP must be ${OTP_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  underAge: 'You must be 18 or older to sign up.',
  positiveNumber: 'Must be a positive number',
} as const;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** Returns the message for one field, or '' when it is valid. `values` gives the other fields (confirmPassword). */
export function validateField(
  field: ValidatedField,
  value: string,
  values: Partial<Record<ValidatedField, string>> = {},
): string {
  const trimmed = value.trim();
  if (field === 'phoneNumber') {
    if (trimmed === '') return '';
    return PHONE_PATTERN.test(trimmed) ? '' : VALIDATION_MESSAGES.invalidPhone;
  }
  if (trimmed === '') return VALIDATION_MESSAGES.required(FIELD_LABELS[field]);
  switch (field) {
    case 'name':
      return trimmed.length >= NAME_MIN_LENGTH ? '' : VALIDATION_MESSAGES.nameTooShort;
    case 'email':
      return EMAIL_PATTERN.test(trimmed) ? '' : VALIDATION_MESSAGES.invalidEmail;
    case 'password':
    case 'newPassword':
      if (value.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
      return value.length <= PASSWORD_MAX_LENGTH ? '' : VALIDATION_MESSAGES.passwordTooLong;
    case 'confirmPassword': {
      const password = values.password ?? values.newPassword ?? '';
      return value === password ? '' : VALIDATION_MESSAGES.passwordsDoNotMatch;
    }
    case 'loginPassword':
      // Signing in checks only presence: accounts made before the length rule keep their passwords.
      return '';
    case 'otp':
      return value.length === OTP_LENGTH ? '' : VALIDATION_MESSAGES.otpLength;
    default:
      return '';
  }
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Validates several fields at once; the result holds only fields that have an error. */
export function validateFields<F extends ValidatedField>(values: Record<F, string>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(values) as F[]) {
    const message = validateField(field, values[field], values as Partial<Record<ValidatedField, string>>);
    if (message) errors[field] = message;
  }
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some((message) => Boolean(message));

/** Full years between a date of birth (YYYY-MM-DD) and `today`; a 29 February birthday counts on 1 March in other years. */
export function ageInFullYears(dateOfBirth: string, today: Date = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(year, month - 1, day);
  if (birth.getFullYear() !== year || birth.getMonth() !== month - 1 || birth.getDate() !== day) return Number.NaN;
  let age = today.getFullYear() - year;
  const monthDiff = today.getMonth() + 1 - month;
  if (monthDiff < 0 || (monthDiff === 0 && today.getDate() < day)) age -= 1;
  return age;
}

export const isOldEnough = (dateOfBirth: string, today: Date = new Date()): boolean => {
  const age = ageInFullYears(dateOfBirth, today);
  return Number.isFinite(age) && age >= MINIMUM_AGE;
};
