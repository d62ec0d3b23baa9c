/**
 * True when this screen was reached by the app's own navigation, not loaded from the server: the document's
 * navigation entry names another path. A page the server sent (even one missing a part) is never reloaded, so a
 * reload cannot loop.
 */
export function reachedInApp(
  entries: ReadonlyArray<{ name: string }> = performance.getEntriesByType('navigation'),
  here: string = window.location.href,
): boolean {
  const loaded = entries[0]?.name;
  if (!loaded) return false;
  return new URL(loaded).pathname !== new URL(here).pathname;
}
