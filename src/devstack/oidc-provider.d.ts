// oidc-provider 9 ships no CommonJS typings; the dev provider only uses a few calls of it.
declare module 'oidc-provider';
