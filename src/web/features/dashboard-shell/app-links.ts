/** The version shown in the side menu. */
export const APP_VERSION_LABEL = 'v1.0.0';
