// Real services and sign-in flows take longer than jest's 5 s default (testTimeout is global-only in projects).
jest.setTimeout(30_000);
