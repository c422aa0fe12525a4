/** Pages this remote exposes to the shell, one per routed page (the shell's route table names them). */
export const EXPOSES = {
    './LoginPage': './src/features/login/login-page.tsx',
    './SignupPage': './src/features/signup/signup-page.tsx',
    './ForgetPasswordPage': './src/features/password-recovery/forget-password-page.tsx',
    './ResetPasswordPage': './src/features/password-recovery/reset-password-page.tsx',
    './VerifyOtpPage': './src/features/verify-otp/verify-otp-page.tsx',
    './DeviceDetailsPage': './src/features/device-conflict/device-details-page.tsx',
} as const;
