import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Decision 0029 (error screens): the routing-failure fallback shows 'Unexpected Application Error!' and the status text or message. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="max-w-xl font-mono text-sm break-words text-red-700">{detail}</p>
      {/* A full load: the router itself may be what failed. */}
      <a href="/" className="font-semibold text-brand-700 underline hover:text-brand-800">
        Voltar para o início
      </a>
    </main>
  );
}
