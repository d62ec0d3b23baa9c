import { createBrowserRouter, Navigate, Outlet } from 'react-router';
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

/** URL → screen. Every path here must also be in src/contracts/app-paths.ts (the server answers others with 404). */
export const router = createBrowserRouter([
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    // Shown while a lazy screen's code loads on the first page load.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/', lazy: site('LandingRoute') },
      { path: '/termos', lazy: site('TermsRoute') },
      { path: '/privacidade', lazy: site('PrivacyRoute') },
      { path: '/limitacoes', lazy: site('LimitationsRoute') },
      {
        path: '/help',
        lazy: () => import('@/web/features/help/help-screen').then((m) => ({ Component: m.HelpScreen })),
      },
      {
        path: '/fontes',
        lazy: () => import('@/web/features/sources/sources-screen').then((m) => ({ Component: m.SourcesScreen })),
      },
      { path: '/esqueci-senha', lazy: auth('ForgotPasswordScreen') },
      {
        path: '/conta-excluida',
        lazy: () =>
          import('@/web/features/settings/account-deleted-screen').then((m) => ({ Component: m.AccountDeletedScreen })),
      },
      { path: '/redefinir-senha', lazy: auth('ResetPasswordScreen') },
      // The "Não fui eu" link of a sign-in alert (decision 0042): with a session or without.
      { path: '/nao-fui-eu', lazy: auth('NotMeScreen') },
      // The side menu of the specification links the English paths; the pages live under the Portuguese ones.
      { path: '/terms', element: <Navigate to="/termos" replace /> },
      { path: '/privacy', element: <Navigate to="/privacidade" replace /> },
      {
        element: <RequireNoSession />,
        children: [
          { path: '/login', lazy: auth('LoginScreen') },
          { path: '/login/verificacao', lazy: auth('TwoFactorSignInScreen') },
          { path: '/signup', lazy: auth('SignupScreen') },
        ],
      },
      {
        element: <RequireOnboardingPending />,
        children: [
          {
            path: '/onboarding',
            lazy: () =>
              import('@/web/features/onboarding/onboarding-screen').then((m) => ({ Component: m.OnboardingScreen })),
          },
        ],
      },
      {
        element: <RequireOnboardedSession />,
        children: [
          {
            path: '/dashboard',
            lazy: () => import('./lazy-screens').then((m) => ({ Component: m.DashboardLayout })),
            children: [
              { index: true, lazy: () => import('./lazy-screens').then((m) => ({ Component: m.DashboardHome })) },
              {
                path: 'analyze',
                lazy: () =>
                  import('@/web/features/analysis/analyze-screen').then((m) => ({ Component: m.AnalyzeScreen })),
              },
              {
                path: 'history',
                lazy: () => import('@/web/features/meals/history-screen').then((m) => ({ Component: m.HistoryScreen })),
              },
              {
                path: 'my-foods',
                lazy: () =>
                  import('@/web/features/my-foods/my-foods-screen').then((m) => ({ Component: m.MyFoodsScreen })),
              },
              // "Ler tabela nutricional": its own chunk; the OCR itself loads only when a photo is chosen.
              {
                path: 'my-foods/label',
                lazy: () =>
                  import('@/web/features/my-foods/label/label-screen').then((m) => ({ Component: m.LabelScreen })),
              },
              // "Plano alimentar" (decision 0048): its own chunk, behind the Premium gate.
              {
                path: 'plano',
                lazy: () =>
                  import('@/web/features/meal-plan/meal-plan-screen').then((m) => ({ Component: m.MealPlanRoute })),
              },
              // "Sua semana" (decision 0049): the past week's review, opened by the Monday push and e-mail.
              {
                path: 'semana',
                lazy: () =>
                  import('@/web/features/weekly-review/weekly-review-screen').then((m) => ({
                    Component: m.WeeklyReviewScreen,
                  })),
              },
              // Its own chunk: Recharts loads only when someone opens the statistics.
              {
                path: 'stats',
                lazy: () => import('@/web/features/stats/stats-screen').then((m) => ({ Component: m.StatsScreen })),
              },
              // Its own chunk, behind the Premium gate (the Paywall once the trial is over).
              {
                path: 'chat',
                lazy: () => import('@/web/features/chat/chat-screen').then((m) => ({ Component: m.ChatRoute })),
              },
              {
                path: 'settings',
                lazy: () =>
                  import('@/web/features/settings/settings-screen').then((m) => ({ Component: m.SettingsScreen })),
              },
            ],
          },
          // The sandbox payment provider's test-mode checkout (decision 0010).
          {
            path: '/assinatura/teste/:id',
            lazy: () =>
              import('@/web/features/billing/sandbox-checkout-screen').then((m) => ({
                Component: m.SandboxCheckoutScreen,
              })),
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
