// Four projects: unit rules next to the code, e2e on the real services, browser journeys, faults on real processes.
// ts-jest transpiles only (isolatedModules); `npm run typecheck` checks the types once.
// openid-client 6 and its dependencies ship ESM only, which jest cannot require on Node 20:
// they are transpiled to CommonJS for the tests (the built app loads them natively).
// So do jsdom 29's (the SVG sanitiser's DOM): @exodus/bytes, parse5, entities, @asamuzakjp/*, @csstools/*.
const esmOnly = ['openid-client', 'oauth4webapi', 'jose', '@exodus/bytes', 'parse5', 'entities', '@asamuzakjp', '@csstools'];
const transform = {
  '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: 'tsconfig.test.json' }],
  [`node_modules/(${esmOnly.join('|')})/.+\\.m?js$`]: [
    'ts-jest',
    { isolatedModules: true, tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', esModuleInterop: true } },
  ],
};
const base = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
};

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testRegex: 'src/.*\\.spec\\.ts$', setupFilesAfterEnv: ['<rootDir>/test/support/unit-timeout.ts'] },
    {
      ...base,
      displayName: 'e2e',
      testRegex: 'test/.*\\.e2e-spec\\.ts$',
      setupFiles: ['<rootDir>/test/support/load-services-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/e2e-timeout.ts'],
    },
    {
      ...base,
      displayName: 'browser',
      testRegex: 'test/browser/.*\\.browser-spec\\.ts$',
      setupFiles: ['<rootDir>/test/support/load-services-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/browser/support/browser-timeout.ts'],
    },
    // Real processes killed and restarted (test/faults/support/stack.ts starts its own, per file).
    { ...base, displayName: 'faults', testRegex: 'test/faults/.*\\.fault-spec\\.ts$', setupFilesAfterEnv: ['<rootDir>/test/faults/support/fault-timeout.ts'] },
  ],
};
