/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
