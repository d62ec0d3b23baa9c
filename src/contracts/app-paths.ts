/**
 * The paths the web app answers (src/web/routes/router.tsx), shared with the
 * server so an unknown path gets index.html with a real 404 status — the SPA
 * still shows its "Página não encontrada" — instead of a 200 that search
 * engines index. `:param` matches one path segment. A unit test checks that
 * every path in the router is listed here.
 */
export const APP_PATH_PATTERNS = [
  '/',
  '/termos',
  '/privacidade',
  '/limitacoes',
  '/help',
  '/fontes',
  '/esqueci-senha',
  '/conta-excluida',
  '/redefinir-senha',
  '/nao-fui-eu',
  '/terms',
  '/privacy',
  '/login',
  '/login/verificacao',
  '/signup',
  '/onboarding',
  '/dashboard',
  '/dashboard/analyze',
  '/dashboard/history',
  '/dashboard/my-foods',
  '/dashboard/my-foods/label',
  '/dashboard/plano',
  '/dashboard/stats',
  '/dashboard/semana',
  '/dashboard/chat',
  '/dashboard/settings',
  '/assinatura/teste/:id',
] as const;

const patterns = APP_PATH_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`));

/** True when the web app has a screen for `pathname` (a trailing slash is ignored). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => pattern.test(path));
}
