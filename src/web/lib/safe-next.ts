/** The login URL that brings the person back to `path` afterwards (read back with `safeNextPath`). */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
