// The boundaries the code relies on (docs/architecture.md, "Module boundaries"), run by `npm run lint`.
// A server module's public API: `<module>.public.ts`, its `*.module.ts` files, its messages
// (`*.command.ts`, `*.query.ts`) and its `events/`. Everything else in a module folder is internal.
const MODULE_PUBLIC = ['^src/[^/]+/[^/]+[.]public[.]ts$', '[.](?:module|command|query|event)[.]ts$', '^src/[^/]+/events/'];
// Shared by every module (infrastructure, the shared rules) or outside the rule (development tools, roots).
const NOT_A_FEATURE_MODULE = '^src/(?:platform|contracts|seed|devstack)/|^src/[^/]+\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment:
        "A server module uses another module only through its public API: `<module>.public.ts`, `*.module.ts`, its commands, queries and events. Never its schema or internals.",
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: NOT_A_FEATURE_MODULE },
      to: {
        path: '^src/([^/]+)/',
        pathNot: [NOT_A_FEATURE_MODULE, '^src/$1/', ...MODULE_PUBLIC],
      },
    },
    {
      name: 'contracts-no-framework',
      comment: 'src/contracts is plain TypeScript shared by the server and both UIs: it imports no framework, not even its types.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '(?:^|/)node_modules/(?:@nestjs|mongoose|mongodb|express|bullmq|ioredis|react|react-[^/]+|react-admin|ra-[^/]+|@mui|i18next)/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'src/contracts imports nothing of the server or the UIs.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^(?:src/(?!contracts/)|web-front/|web-admin/)' },
    },
    {
      name: 'front-feature-internals',
      comment: "A front feature uses another feature only through its index ('@/features/<name>').",
      severity: 'error',
      from: { path: '^web-front/src/features/([^/]+)/' },
      to: {
        path: '^web-front/src/features/([^/]+)/',
        pathNot: ['^web-front/src/features/$1/', '^web-front/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'admin-data-provider-owns-its-methods',
      comment:
        "The back-office's data provider (dataProvider.ts, httpClient.ts and api/) owns its methods and types, as Atomic CRM's does: it imports nothing from the screens above it (resources, pages, components, layout).",
      severity: 'error',
      from: { path: '^web-admin/src/(?:api/|dataProvider[.]ts$|httpClient[.]ts$)' },
      to: { path: '^web-admin/src/(?:resources|pages|components|layout)/' },
    },
    {
      name: 'admin-feature-internals',
      comment: 'A back-office resource or page uses another one only through its index.',
      severity: 'error',
      from: { path: '^web-admin/src/(resources|pages)/([^/]+)/' },
      to: {
        path: '^web-admin/src/(?:resources|pages)/[^/]+/',
        pathNot: ['^web-admin/src/$1/$2/', '^web-admin/src/(?:resources|pages)/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(?:^|/)(?:dist|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
