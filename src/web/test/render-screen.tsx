import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Me } from '@/contracts/me';
import { queryKeys } from '@/web/lib/query-keys';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown };

/**
 * A fake API for component tests: `replies` maps "METHOD /path" to an answer
 * (or a function of the request body); anything else is a 404. Every request
 * is recorded so a test can check what the form sent.
 */
export function fakeApi(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, body });
    const entry = replies[`${method} ${path.split('?')[0]}`];
    const reply = typeof entry === 'function' ? entry(body) : (entry ?? { status: 404, body: notFound });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

const notFound = { error: { code: 'not_found', message: 'Não encontrado' } };

/** Where the screen navigated to, shown by a catch-all route so tests can assert it. */
function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** Renders a screen at `path` with a fresh query client and router; `me` signs a person in, as the guards would. */
export function renderScreen(screen: ReactNode, path = '/', options: { me?: Me } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (options.me) queryClient.setQueryData(queryKeys.me, options.me);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={screen} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Types a value into a field as one input event (a paste): per-key typing is slow in jsdom and adds nothing here. */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}
