import { useEffect, useState } from 'react';

/**
 * Whether the visitor of the public site already has a session. The page is
 * pre-rendered for everybody (so it says "Login" first, as the server's HTML
 * does, and hydration matches); after hydration it asks GET /api/auth/status,
 * which answers 200 either way, and a signed-in person gets "Ir para o painel".
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let live = true;
    fetch('/api/auth/status', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ signedIn?: unknown }>) : null))
      .then((body) => {
        if (live && body?.signedIn === true) setSignedIn(true);
      })
      .catch(() => undefined); // Offline or server down: the plain "Login" link still works.
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}
