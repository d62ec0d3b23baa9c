/**
 * The `next` query parameter after login comes from the URL, so anyone can
 * craft it. Only same-site paths are honoured: an absolute URL, a
 * protocol-relative `//host` or a backslash trick (`/\host`, which browsers
 * read as `//host`) would turn our login page into an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and whitespace can hide a host from naive checks.
  if (/[\s\\]/.test(raw) || [...raw].some(isControlCharacter)) return null;
  return raw;
}

/** The login URL that brings the person back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
