/**
 * The paths the web app answers, named once: the web router builds its routes from this object
 * (src/web/routes/router.tsx, a screen for every name, checked by the type checker), and the server
 * answers any other path with index.html and a real 404 status — the SPA still shows its "Página não
 * encontrada" — instead of a 200 that search engines index. `:param` matches one path segment.
 * URL language: decision 0063 (a new page gets a pt-BR path).
 */
export const APP_PATHS = {
  landing: '/',
  terms: '/termos',
  privacy: '/privacidade',
  limitations: '/limitacoes',
  help: '/help',
  sources: '/fontes',
  forgotPassword: '/esqueci-senha',
  accountDeleted: '/conta-excluida',
  resetPassword: '/redefinir-senha',
  notMe: '/nao-fui-eu',
  // The side menu of the specification links the English paths; they redirect to the Portuguese ones.
  termsRedirect: '/terms',
  privacyRedirect: '/privacy',
  login: '/login',
  twoFactorSignIn: '/login/verificacao',
  signup: '/signup',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  analyze: '/dashboard/analyze',
  history: '/dashboard/history',
  myFoods: '/dashboard/my-foods',
  labelReader: '/dashboard/my-foods/label',
  mealPlan: '/dashboard/plano',
  stats: '/dashboard/stats',
  weeklyReview: '/dashboard/semana',
  chat: '/dashboard/chat',
  settings: '/dashboard/settings',
  sandboxCheckout: '/assinatura/teste/:id',
} as const;

export type AppPathName = keyof typeof APP_PATHS;

export const APP_PATH_PATTERNS: readonly string[] = Object.values(APP_PATHS);

const patterns = APP_PATH_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`));

/** True when the web app has a screen for `pathname` (a trailing slash is ignored). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => pattern.test(path));
}
