/** Shown in the side menu (specification section 9). */
export const APP_VERSION_LABEL = 'v1.0.0';

/**
 * The external support channel of the user menu. The specification names an
 * external help site without giving its address; this is the one place to set it.
 */
export const SUPPORT_URL = 'mailto:suporte@nutri.app.br';
