// Rules are fast, but the first SVG check loads jsdom (seconds on two cores shared with the UI builds in CI).
jest.setTimeout(30_000);
