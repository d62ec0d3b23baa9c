import { createBrowserRouter, Navigate, Outlet, type NonIndexRouteObject } from 'react-router';
import { APP_PATHS, type AppPathName } from '@/contracts/app-paths';
import { PageLoading } from '@/web/ui/spinner';
import { RequireNoSession, RequireOnboardedSession, RequireOnboardingPending } from './guards';
import { NotFound } from './not-found';
import { RouteError } from './route-error';
import type * as AuthScreens from './auth-screens';

// Screens behind a session load on demand: someone on /login never downloads the dashboard screens.
// The guards stay in the main bundle, so nothing protected renders before /api/me answers.
// The public site (landing and legal pages) is served pre-rendered by the server; these lazy routes
// only render it after an in-app navigation, so the app bundle never carries it.
function site(name: 'LandingRoute' | 'TermsRoute' | 'PrivacyRoute' | 'LimitationsRoute') {
  return () => import('@/web/features/site/site-routes').then((m) => ({ Component: m[name] }));
}

// The sign-in, sign-up, password and help screens load on demand too (decision 0030, addendum of 2026-11-26,
// second part): the installed app opens on /dashboard, and their forms (react-hook-form, the contracts' schemas)
// were a fifth of the JavaScript it had to evaluate before its first screen. One chunk for these forms (the
// second step of a sign-in and "Não fui eu" too, decision 0042), so going from /login to /signup or
// /esqueci-senha costs no second wait.
function auth(name: keyof typeof AuthScreens) {
  return () => import('./auth-screens').then((m) => ({ Component: m[name] }));
}

/**
 * Which guard a screen sits behind: none, only without a session, only while onboarding is pending, only once
 * onboarded, or inside the dashboard's layout (itself behind the onboarded guard).
 */
type Area = 'public' | 'noSession' | 'onboardingPending' | 'onboarded' | 'dashboard';
type Screen = { area: Area } & Omit<NonIndexRouteObject, 'path'>;

/**
 * A screen for every path of src/contracts/app-paths.ts, the one list of the app's paths (the server answers
 * any other path with 404): a path added there without a screen here, or a screen without a path, fails tsc.
 */
const SCREENS: Record<AppPathName, Screen> = {
  landing: { area: 'public', lazy: site('LandingRoute') },
  terms: { area: 'public', lazy: site('TermsRoute') },
  privacy: { area: 'public', lazy: site('PrivacyRoute') },
  limitations: { area: 'public', lazy: site('LimitationsRoute') },
  help: {
    area: 'public',
    lazy: () => import('@/web/features/help/help-screen').then((m) => ({ Component: m.HelpScreen })),
  },
  sources: {
    area: 'public',
    lazy: () => import('@/web/features/sources/sources-screen').then((m) => ({ Component: m.SourcesScreen })),
  },
  forgotPassword: { area: 'public', lazy: auth('ForgotPasswordScreen') },
  accountDeleted: {
    area: 'public',
    lazy: () =>
      import('@/web/features/settings/account-deleted-screen').then((m) => ({ Component: m.AccountDeletedScreen })),
  },
  resetPassword: { area: 'public', lazy: auth('ResetPasswordScreen') },
  // The "Não fui eu" link of a sign-in alert (decision 0042): with a session or without.
  notMe: { area: 'public', lazy: auth('NotMeScreen') },
  // The side menu of the specification links the English paths; the pages live under the Portuguese ones.
  termsRedirect: { area: 'public', element: <Navigate to={APP_PATHS.terms} replace /> },
  privacyRedirect: { area: 'public', element: <Navigate to={APP_PATHS.privacy} replace /> },
  login: { area: 'noSession', lazy: auth('LoginScreen') },
  twoFactorSignIn: { area: 'noSession', lazy: auth('TwoFactorSignInScreen') },
  signup: { area: 'noSession', lazy: auth('SignupScreen') },
  onboarding: {
    area: 'onboardingPending',
    lazy: () => import('@/web/features/onboarding/onboarding-screen').then((m) => ({ Component: m.OnboardingScreen })),
  },
  dashboard: {
    area: 'onboarded',
    lazy: () => import('./lazy-screens').then((m) => ({ Component: m.DashboardLayout })),
    children: [{ index: true, lazy: () => import('./lazy-screens').then((m) => ({ Component: m.DashboardHome })) }],
  },
  analyze: {
    area: 'dashboard',
    lazy: () => import('@/web/features/analysis/analyze-screen').then((m) => ({ Component: m.AnalyzeScreen })),
  },
  history: {
    area: 'dashboard',
    lazy: () => import('@/web/features/meals/history-screen').then((m) => ({ Component: m.HistoryScreen })),
  },
  myFoods: {
    area: 'dashboard',
    lazy: () => import('@/web/features/my-foods/my-foods-screen').then((m) => ({ Component: m.MyFoodsScreen })),
  },
  // "Ler tabela nutricional": its own chunk; the OCR itself loads only when a photo is chosen.
  labelReader: {
    area: 'dashboard',
    lazy: () => import('@/web/features/my-foods/label/label-screen').then((m) => ({ Component: m.LabelScreen })),
  },
  // "Plano alimentar" (decision 0048): its own chunk, behind the Premium gate.
  mealPlan: {
    area: 'dashboard',
    lazy: () => import('@/web/features/meal-plan/meal-plan-screen').then((m) => ({ Component: m.MealPlanRoute })),
  },
  // Its own chunk: Recharts loads only when someone opens the statistics.
  stats: {
    area: 'dashboard',
    lazy: () => import('@/web/features/stats/stats-screen').then((m) => ({ Component: m.StatsScreen })),
  },
  // "Sua semana" (decision 0049): the past week's review, opened by the Monday push and e-mail.
  weeklyReview: {
    area: 'dashboard',
    lazy: () =>
      import('@/web/features/weekly-review/weekly-review-screen').then((m) => ({ Component: m.WeeklyReviewScreen })),
  },
  // Its own chunk, behind the Premium gate (the Paywall once the trial is over).
  chat: {
    area: 'dashboard',
    lazy: () => import('@/web/features/chat/chat-screen').then((m) => ({ Component: m.ChatRoute })),
  },
  settings: {
    area: 'dashboard',
    lazy: () => import('@/web/features/settings/settings-screen').then((m) => ({ Component: m.SettingsScreen })),
  },
  // The sandbox payment provider's test-mode checkout (decision 0010).
  sandboxCheckout: {
    area: 'onboarded',
    lazy: () =>
      import('@/web/features/billing/sandbox-checkout-screen').then((m) => ({ Component: m.SandboxCheckoutScreen })),
  },
};

/** The routes of one area, each at its contract path (a dashboard screen's full path starts with '/dashboard/'). */
function routesOf(area: Area): NonIndexRouteObject[] {
  return (Object.keys(SCREENS) as AppPathName[])
    .filter((name) => SCREENS[name].area === area)
    .map((name) => {
      const { area: _area, ...route } = SCREENS[name];
      const children = name === 'dashboard' ? [...(route.children ?? []), ...routesOf('dashboard')] : route.children;
      return { ...route, path: APP_PATHS[name], ...(children ? { children } : {}) };
    });
}

/** URL → screen, built from the contract's paths (src/contracts/app-paths.ts). */
export const routes: NonIndexRouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    // Shown while a lazy screen's code loads on the first page load.
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...routesOf('public'),
      { element: <RequireNoSession />, children: routesOf('noSession') },
      { element: <RequireOnboardingPending />, children: routesOf('onboardingPending') },
      { element: <RequireOnboardedSession />, children: routesOf('onboarded') },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
