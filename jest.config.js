// Three projects: unit rules next to the code, e2e on the real services, browser journeys.
// ts-jest transpiles only (isolatedModules); `npm run typecheck` checks the types once.
const transform = { '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: 'tsconfig.test.json' }] };
const base = { testEnvironment: 'node', transform, moduleFileExtensions: ['ts', 'js', 'json'] };

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testRegex: 'src/.*\\.spec\\.ts$' },
    {
      ...base,
      displayName: 'e2e',
      testRegex: 'test/.*\\.e2e-spec\\.ts$',
      testTimeout: 30000,
      setupFiles: ['<rootDir>/test/support/load-services-env.ts'],
    },
    {
      ...base,
      displayName: 'browser',
      testRegex: 'test/browser/.*\\.browser-spec\\.ts$',
      testTimeout: 60000,
      setupFiles: ['<rootDir>/test/support/load-services-env.ts'],
    },
  ],
};
