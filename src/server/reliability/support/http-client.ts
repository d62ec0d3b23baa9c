/**
 * A browser-like client over real HTTP (fetch): keeps cookies, sends the app's
 * Origin on mutations, parses JSON answers. The in-process counterpart is
 * `browser()` in src/server/test/test-app.ts.
 */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: any;
}

export function httpClient(baseUrl: string, origin = baseUrl) {
  const jar = new Map<string, string>();
  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' ? { origin } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    keepCookies(jar, response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed };
  }
  return {
    base: baseUrl,
    jar,
    cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) => send('POST', path, body, headers),
    put: (path: string, body: unknown = {}, headers?: Record<string, string>) => send('PUT', path, body, headers),
    send,
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

export function keepCookies(jar: Map<string, string>, headers: Headers) {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (!name) continue;
    if (/Max-Age=0/i.test(line) || value.join('=') === '') jar.delete(name);
    else jar.set(name, value.join('='));
  }
}

/** Signs a new person up (and through onboarding, so the dashboard has targets). */
export async function signUpPerson(client: HttpClient, email: string, password = 'Segura123!') {
  const signup = await client.post('/api/auth/signup', {
    name: 'Pessoa Confiável',
    email,
    password,
    confirmPassword: password,
    terms: true,
    disclaimer: true,
    healthData: true,
  });
  if (signup.status !== 201) throw new Error(`cadastro falhou: ${signup.status} ${JSON.stringify(signup.body)}`);
  await answerOnboarding(client);
  return signup.body as { id: string };
}

/** The reliability suite's adult profile (about 1,800 kcal): answered at sign-up, and again when a test needs it back. */
export async function answerOnboarding(client: HttpClient) {
  const onboarding = await client.put('/api/me/onboarding', {
    goal: 'maintain',
    activity: 'light',
    sex: 'female',
    birthDate: '1990-05-10',
    heightCm: 165,
    weightKg: 62,
    mealsPerDay: 4,
  });
  if (onboarding.status !== 200) throw new Error(`onboarding falhou: ${onboarding.status}`);
}
