/**
 * Every route the app mounts under /api as "METHOD /path" (Hono's own list; middleware and the catch-all 404 are
 * "ALL"). The fuzz holds its cases to this list, and the route table's test holds the table to it.
 */
export function mountedApiRoutes(app: { routes: readonly { method: string; path: string }[] }): string[] {
  const mounted = app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(mounted)];
}
