/** Shown in the side menu (specification section 9). */
export const APP_VERSION_LABEL = 'v1.0.0';
