// One chunk for everything behind a session (dashboard shell, its screens and onboarding).
export { DashboardHome } from '@/web/features/dashboard-shell/dashboard-home';
export { DashboardLayout } from '@/web/features/dashboard-shell/dashboard-layout';
export { OnboardingScreen } from '@/web/features/onboarding/onboarding-screen';
export { AnalyzeScreen } from '@/web/features/analysis/analyze-screen';
export { HistoryScreen } from '@/web/features/history/history-screen';
export { SandboxCheckoutScreen } from '@/web/features/billing/sandbox-checkout-screen';
export { SettingsScreen } from '@/web/features/settings/settings-screen';
