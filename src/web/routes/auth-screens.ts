// One chunk for the screens of someone without a session (sign-in, sign-up, forgotten and new password):
// the installed app, which opens on /dashboard, never evaluates their forms (decision 0030, addendum 2026-11-26).
export { ForgotPasswordScreen } from '@/web/features/auth/forgot-password-screen';
export { LoginScreen } from '@/web/features/auth/login-screen';
export { ResetPasswordScreen } from '@/web/features/auth/reset-password-screen';
export { SignupScreen } from '@/web/features/auth/signup-screen';
export { NotMeScreen } from '@/web/features/devices/not-me-screen';
export { TwoFactorSignInScreen } from '@/web/features/two-factor/two-factor-sign-in-screen';
