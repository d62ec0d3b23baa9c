/**
 * The destination after signing in (`?next=`) comes from a URL anyone can
 * craft, so only a path of our own site is honoured: otherwise the login page
 * (and the Google callback's 302) becomes an open redirect. Used by the server
 * and by the web app, so both refuse the same things.
 *
 * Refused: anything not starting with one "/"; "//" anywhere (browsers read
 * "//host" as another site, and "/a/..//host" normalises to it); any
 * backslash (browsers read "/\host" as "//host"); control characters and
 * whitespace (a tab or newline is dropped by the URL parser, turning
 * "/\t/host" into "//host"; CR/LF would also split a Location header).
 * What is left must resolve to the same origin it is resolved against.
 */
const BASE = 'https://nutri.invalid';
const MAX_LENGTH = 2048;
const WHITESPACE_OR_BACKSLASH = /[\s\\]/u;

/** C0 controls, DEL and C1 controls. */
const isControl = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.includes('//') || WHITESPACE_OR_BACKSLASH.test(raw)) return null;
  if ([...raw].some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? raw : null;
}
