import type { Logger } from 'pino';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export interface CurrentSession {
  user: SessionUser;
  tokenHash: string;
}

/** Hono context variables shared by every route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    session: CurrentSession | null;
    clientIp: string;
  };
}
