const APP_TITLE = 'Nutri — Nutricionista Virtual';

/**
 * Names the browser tab after the screen (WCAG 2.4.2) while keeping the app
 * name. React 19 hoists <title> into <head>.
 */
export function DocumentTitle({ page }: { page?: string }) {
  return <title>{page ? `${page} | ${APP_TITLE}` : APP_TITLE}</title>;
}
