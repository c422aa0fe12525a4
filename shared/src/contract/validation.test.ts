import { ageInFullYears, hasErrors, isOldEnough, validateField, validateFields, VALIDATION_MESSAGES } from './validation';

describe('the form validation rules', () => {
  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
    ['confirmPassword', 'Confirm Password is required'],
    ['otp', 'OTP is required'],
  ] as const)('an empty %s says "%s"', (field, message) => {
    expect(validateField(field, '')).toBe(message);
    expect(validateField(field, '   ')).toBe(message);
  });

  it('exempts an empty phone number and rejects a malformed one with "Invalid phone number"', () => {
    expect(validateField('phoneNumber', '')).toBe('');
    expect(validateField('phoneNumber', '+4915112345678')).toBe('');
    expect(validateField('phoneNumber', '1234567890')).toBe('');
    expect(validateField('phoneNumber', '123456789012345')).toBe('');
    expect(validateField('phoneNumber', '123456789')).toBe('Invalid phone number');
    expect(validateField('phoneNumber', '1234567890123456')).toBe('Invalid phone number');
    expect(validateField('phoneNumber', '++1234567890')).toBe('Invalid phone number');
    expect(validateField('phoneNumber', '12345-67890')).toBe('Invalid phone number');
  });

  it('needs a name of at least 2 characters', () => {
    expect(validateField('name', 'A')).toBe('Name must be at least 2 characters');
    expect(validateField('name', 'Al')).toBe('');
  });

  it('accepts e-mails whose top-level domain has 2 to 4 letters only', () => {
    expect(validateField('email', 'ada@example.io')).toBe('');
    expect(validateField('email', 'ada@example.info')).toBe('');
    expect(validateField('email', 'ada@example.museum')).toBe('Invalid email format');
    expect(validateField('email', 'ada@example.c')).toBe('Invalid email format');
    expect(validateField('email', 'ada.example.com')).toBe('Invalid email format');
    expect(validateField('email', 'ada@example.c0m')).toBe('Invalid email format');
  });

  it('needs a password of 8 to 128 characters', () => {
    expect(validateField('password', '1234567')).toBe('Password must be at least 8 characters');
    expect(validateField('password', '12345678')).toBe('');
    expect(validateField('password', 'x'.repeat(128))).toBe('');
    expect(validateField('password', 'x'.repeat(129))).toBe('Password must be at most 128 characters');
  });

  it('needs an OTP of exactly 6 characters', () => {
    expect(validateField('otp', '12345')).toBe('OTP must be 6 characters');
    expect(validateField('otp', '1234567')).toBe('OTP must be 6 characters');
    expect(validateField('otp', '123456')).toBe('');
  });

  it('says "Passwords do not match" until the confirmation equals the password', () => {
    expect(validateField('confirmPassword', 'secret1', { password: 'secret2' })).toBe('Passwords do not match');
    expect(validateField('confirmPassword', 'secret1', { password: 'secret1' })).toBe('');
    expect(validateField('confirmPassword', 'secret1', { newPassword: 'secret1' })).toBe('');
  });

  it('collects only the fields that have errors, and blocks submission while any exists', () => {
    const errors = validateFields({ name: 'A', email: 'ada@example.com', password: '123', confirmPassword: '124' });
    expect(errors).toEqual({
      name: VALIDATION_MESSAGES.nameTooShort,
      password: VALIDATION_MESSAGES.passwordTooShort,
      confirmPassword: VALIDATION_MESSAGES.passwordsDoNotMatch,
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(validateFields({ name: 'Ada', email: 'ada@example.com' }))).toBe(false);
  });
});

describe('minimum age of 18 full years', () => {
  const today = new Date(2026, 10, 21); // 21 November 2026

  it('is 18 on the 18th birthday and 17 the day before', () => {
    expect(ageInFullYears('2008-11-21', today)).toBe(18);
    expect(ageInFullYears('2008-11-22', today)).toBe(17);
    expect(isOldEnough('2008-11-21', today)).toBe(true);
    expect(isOldEnough('2008-11-22', today)).toBe(false);
  });

  it('counts a 29 February birthday as reached on 1 March in a common year', () => {
    expect(ageInFullYears('2008-02-29', new Date(2026, 1, 28))).toBe(17);
    expect(ageInFullYears('2008-02-29', new Date(2026, 2, 1))).toBe(18);
    expect(ageInFullYears('2008-02-29', new Date(2028, 1, 29))).toBe(20);
  });

  it('rejects dates that do not exist or are malformed', () => {
    expect(isOldEnough('2001-02-30', today)).toBe(false);
    expect(isOldEnough('not a date', today)).toBe(false);
    expect(Number.isNaN(ageInFullYears('2001-13-01', today))).toBe(true);
  });

  it('has the product message for the under-age case', () => {
    expect(VALIDATION_MESSAGES.underAge).toBe('You must be 18 or older to sign up.');
  });
});
