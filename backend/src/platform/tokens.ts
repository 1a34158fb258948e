/** DI token of the validated AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
